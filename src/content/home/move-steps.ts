import type { Step } from '../marketing-types'

export const moveSteps: readonly Step[] = [
  {
    title: 'Tell Us About the Load',
    text: 'Send dimensions, weight, pickup and delivery points. We reply with a detailed quote within 24 hours.',
  },
  {
    title: 'Engineer the Route',
    text: 'We pick the trailer, survey the route, check bridges and overhead clearances, and file every permit.',
  },
  {
    title: 'Load and Secure',
    text: 'Our crew rigs, loads and secures the freight to the load plan, with photos at every tie-down.',
  },
  {
    title: 'Escort and Deliver',
    text: 'Pilot cars lead the way while dispatch tracks the load and keeps you updated until it is set in place.',
  },
]
