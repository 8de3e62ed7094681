import { IconHeartHandshake, IconScale, IconShieldCheck, IconUserShield, IconUsersGroup } from '@tabler/icons-react'
import { company } from './company'
import type { Feature } from './marketing-types'

export const mission = {
  title: 'Our Mission',
  lead: 'To move the freight that builds and powers North America, safely, legally and on the day we promised.',
  paragraphs: [
    'Every load we take on is somebody’s critical path: a substation that cannot energize without its transformer, a plant that loses money every day a press sits at the port. We plan, permit and escort each move with that in mind, and we tell our customers the truth about what a route allows before the truck rolls.',
  ],
}

export const coreValues: readonly Feature[] = [
  {
    title: 'Teamwork',
    text: 'Drivers, permit agents, escorts and dispatch plan each move together, and nobody leaves a problem for the next shift.',
    icon: IconUsersGroup,
  },
  {
    title: 'Integrity',
    text: 'We quote what the route really takes and say so early when something changes. Our word is the schedule.',
    icon: IconScale,
  },
  {
    title: 'Safety',
    text: 'No load is worth a life. Any crew member can stop a move, and no one is ever questioned for doing it.',
    icon: IconShieldCheck,
  },
  {
    title: 'Respect',
    text: 'For the public who share the road with our loads, for the communities we pass through and for each other.',
    icon: IconHeartHandshake,
  },
  {
    title: 'Responsibility',
    text: 'We own the outcome, from the first survey to the last chain coming off, including when things go wrong.',
    icon: IconUserShield,
  },
]

export const teamStory = {
  title: 'Our Story',
  paragraphs: [
    `${company.name} began in ${company.foundedYear} in ${company.address.city}, ${company.address.state}, with one used tractor, a 55-ton lowboy and a handful of Ohio contractors who needed excavators moved between job sites. Our founder drove the truck, wrote the permits at the kitchen table and answered the dispatch phone at every hour.`,
    'The first transformer move came in 2009, and with it the lesson that shaped the company: on a superload, the planning is the job. We brought permitting in-house, then built our own pilot-car division so that escorts would show up on our schedule rather than someone else’s.',
    'Today our team of drivers, permit agents, route surveyors, escort operators and dispatchers runs eight trailer configurations up to 19 axles and 300,000 lb capacity. We are certified in 48 states, our drivers carry TWIC credentials for port work, and we cross into Canada every week. We are still family-run and still based on Freight Line Road in Dayton.',
  ],
}

export const founderQuote = {
  quote:
    'When a customer hands us a load, they are handing us their schedule, their budget and their reputation. Our job is to give all three back in one piece.',
  name: 'Walt Kessler',
  role: `Founder and President, ${company.name}`,
}
