/** A job opening on the careers page. */
export interface JobOpening {
  /** Stable key for lists and element ids. */
  id: string
  title: string
  location: string
  type: string
  description: string
  requirements: readonly string[]
}

export const openings: readonly JobOpening[] = [
  {
    id: 'cdl-truck-driver',
    title: 'CDL Truck Driver',
    location: 'Dayton, OH',
    type: 'Full-time',
    description:
      'Haul oversize and overweight loads across the lower 48 and into Canada on lowboys, RGNs, stretch and multi-axle trailers. You plan each trip with our permit and escort teams, secure the load, and keep shippers informed from pickup to delivery.',
    requirements: [
      'Valid Class A CDL with a clean driving record',
      '2+ years of flatbed or heavy haul experience',
      'Load securement knowledge (chains, binders, dunnage)',
      'TWIC card, or able to obtain one',
      'Able to pass DOT physical and drug screen',
      'Willing to run regional and over-the-road routes',
    ],
  },
  {
    id: 'logistics-coordinator',
    title: 'Logistics Coordinator',
    location: 'Dayton, OH',
    type: 'Full-time',
    description:
      'Plan heavy haul moves from quote to delivery: order permits, book pilot cars and route surveys, coordinate utility crews, and keep drivers and customers updated as loads move across state lines.',
    requirements: [
      '2+ years in transportation, freight or logistics coordination',
      'Knowledge of oversize permit rules, or eager to learn them',
      'Strong organization across several moves at once',
      'Clear, calm communication by phone and e-mail',
      'Comfort with dispatch and mapping software',
    ],
  },
  {
    id: 'account-manager',
    title: 'Account Manager',
    location: 'Dayton, OH',
    type: 'Full-time',
    description:
      'Grow relationships with shippers in energy, construction and manufacturing. You learn each customer’s projects, prepare quotes with our planners, and make sure every move is delivered the way it was promised.',
    requirements: [
      '3+ years of B2B sales or account management, ideally in transportation',
      'Understanding of heavy haul and specialized freight, or willingness to learn',
      'Proven record of keeping and growing customer accounts',
      'Strong negotiation and presentation skills',
      'Some travel to customer sites and trade shows',
    ],
  },
]
