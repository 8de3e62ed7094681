import type { Faq, Step } from '../marketing-types'

export const heavyHaulIntro = {
  title: 'What Counts as Heavy Haul',
  paragraphs: [
    'A load becomes heavy haul when the truck, trailer and cargo together weigh more than about 80,000 lb gross, the federal limit for an ordinary tractor-trailer. Above that line every state requires overweight permits, and the heavier the load, the more axles, engineering and escorts the move needs.',
    'We specialize in the top of that range: superloads from 125,000 to 300,000 lb carried on multi-axle lowboys and perimeter frames with up to 19 axles. Our team handles the permits, route surveys, utility line raises and escorts, so you deal with one carrier from pickup to set.',
  ],
}

export const transportedCargo: readonly string[] = [
  'Industrial machinery: presses, mills, CNC centers and production lines',
  'Power equipment: transformers, generators and turbines',
  'Construction equipment: excavators, dozers and crawler cranes',
  'Mining equipment: haul trucks, shovels and crushers',
  'Oil and gas equipment: pressure vessels, compressors and skids',
  'Bridge components: steel girders and precast beams',
  'Wind energy components: nacelles, hubs and tower sections',
  'Military and aerospace equipment',
]

export const heavyHaulProcess: readonly Step[] = [
  { title: 'Load Review', text: 'We review drawings, weights and center of gravity and choose the trailer and axle configuration.' },
  { title: 'Route Survey', text: 'A surveyor drives the route to check clearances, turns, grades and bridge ratings before permits are filed.' },
  { title: 'Permits and Utilities', text: 'Our permit desk files with every state on the route and schedules utility line raises where wires are too low.' },
  { title: 'Escorts and Transport', text: 'Our pilot cars, and police escorts where a state requires them, lead the load within its permitted travel times.' },
  { title: 'Delivery and Set', text: 'We deliver to the foundation or laydown area and coordinate offloading with your crane or jacking crew.' },
]

export interface WeightClass {
  name: string
  range: string
  text: string
}

export const weightClasses: readonly WeightClass[] = [
  {
    name: 'Super Heavy',
    range: '125,000-200,000 lb',
    text: 'Multi-axle lowboys with jeeps and stingers. Typically needs route surveys, bridge analysis on some routes and two or more escorts.',
  },
  {
    name: 'Ultra Heavy',
    range: '200,000-300,000 lb',
    text: 'Up to 19 axles on perimeter or dual-lane configurations. Needs full engineering, utility coordination, police escorts in many states and 2-3 weeks of lead time.',
  },
]

export const safetyAndCompliance: readonly string[] = [
  'Load securement to FMCSA cargo securement rules, documented with photos at every tie-down',
  'Pre-trip and en-route inspections by experienced heavy haul drivers',
  'Certified pilot-car operators with height poles from our own escort fleet',
  'Travel only within permitted hours, weather limits and curfews',
  `Active USDOT and MC authority and cargo insurance certificates on request`,
  'Real-time tracking and check calls from 24/7 dispatch',
]

export const heavyHaulFaqs: readonly Faq[] = [
  {
    question: 'How is heavy haul different from regular freight?',
    answer:
      'Regular freight stays under about 80,000 lb gross and within legal dimensions, so it moves without special permission. Heavy haul exceeds those limits: it needs overweight permits, extra axles to spread the weight, route surveys and often escorts, and it can only travel on approved routes and at permitted times.',
  },
  {
    question: 'How long does heavy haul transport take?',
    answer:
      'Typical transit is 3-10 business days, depending on distance, the states crossed and their travel restrictions. Plan 3-5 business days of lead time for permits on standard oversize loads, and 2-3 weeks for superloads over 200,000 lb.',
  },
  {
    question: 'Do I need to get the permits myself?',
    answer:
      'No. Our in-house permit desk obtains every state and provincial permit on the route, orders bridge analyses where required and arranges utility line raises and police escorts. Their cost is itemized in your quote.',
  },
]
