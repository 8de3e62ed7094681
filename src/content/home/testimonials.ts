export interface Testimonial {
  quote: string
  name: string
  role: string
}

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'They moved a 210,000 lb transformer across three states with two utility line raises and a bridge study, and the unit arrived the morning the crane was booked. No surprises, no change orders.',
    name: 'Rachel Dominguez',
    role: 'Project Manager, regional electric utility',
  },
  {
    quote:
      'Our wind components came off the vessel on a Saturday. Ironbridge had TWIC drivers at the terminal and escorts lined up, and every blade was on site by Tuesday.',
    name: 'Marcus Hale',
    role: 'Logistics Lead, renewable energy developer',
  },
  {
    quote:
      'I have booked a lot of heavy haul carriers. Ironbridge is the one where dispatch actually picks up at 2 a.m. and already knows where my load is.',
    name: 'Tom Becker',
    role: 'Freight Broker, Columbus, OH',
  },
]
