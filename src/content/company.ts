/** A phone number as people read it and as a `tel:` link dials it. */
export interface PhoneNumber {
  display: string
  href: `tel:${string}`
}

export interface SocialProfile {
  network: 'Facebook' | 'LinkedIn' | 'Instagram' | 'YouTube'
  url: string
}

export interface CompanyFacts {
  name: string
  legalName: string
  tagline: string
  foundedYear: number
  yearsExperience: string
  dispatchPhone: PhoneNumber
  emergencyPhone: PhoneNumber
  dispatchEmail: string
  careersEmail: string
  address: { street: string; city: string; state: string; postalCode: string; oneLine: string }
  usdotNumber: string
  mcNumber: string
  officeHours: string
  dispatchHours: string
  social: readonly SocialProfile[]
}

export const company: CompanyFacts = {
  name: 'Ironbridge Heavy Haul',
  legalName: 'Ironbridge Heavy Haul, LLC',
  tagline: 'Oversize and superload transport across the lower 48 and into Canada.',
  foundedYear: 2004,
  yearsExperience: '20+',
  dispatchPhone: { display: '(937) 555-0148', href: 'tel:+19375550148' },
  emergencyPhone: { display: '(937) 555-0199', href: 'tel:+19375550199' },
  dispatchEmail: 'dispatch@ironbridgehaul.example',
  careersEmail: 'careers@ironbridgehaul.example',
  address: {
    street: '4100 Freight Line Road',
    city: 'Dayton',
    state: 'OH',
    postalCode: '45414',
    oneLine: '4100 Freight Line Road, Dayton, OH 45414',
  },
  usdotNumber: '3184602',
  mcNumber: 'MC-1094417',
  officeHours: 'Monday-Friday 8am-6pm ET',
  dispatchHours: 'Dispatch and emergency support 24/7',
  // Placeholders until the company's own profiles exist.
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { network: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'YouTube', url: 'https://www.youtube.com/' },
  ],
}
