import { IconClipboardList, IconSettingsCog, IconTruck, type Icon } from '@tabler/icons-react'

export interface ServiceSummary {
  title: string
  text: string
  to: '/services/heavy-haul' | '/services/specialized-transport' | '/services/project-management'
  /** Link text naming the destination, so it still reads well out of context. */
  linkLabel: string
  highlights: readonly string[]
  icon: Icon
}

/** The three services, as cards on the home and services pages. */
export const serviceSummaries: readonly ServiceSummary[] = [
  {
    title: 'Heavy Haul',
    text: 'Superloads from 125,000 to 300,000 lb on multi-axle lowboys and perimeter frames, with permits, route surveys and escorts arranged by our own team.',
    to: '/services/heavy-haul',
    linkLabel: 'Explore heavy haul transport',
    highlights: ['Up to 19 axles', 'Utility line raises and bridge studies', 'Own pilot-car escorts'],
    icon: IconTruck,
  },
  {
    title: 'Specialized Transport',
    text: 'Schnabels, hydraulic platforms, extendables and beam trailers for transformers, generators, vessels and anything too tall, long or delicate for a standard deck.',
    to: '/services/specialized-transport',
    linkLabel: 'Explore specialized transport',
    highlights: ['8 trailer configurations', 'Rigging and load engineering', 'Climate-controlled options'],
    icon: IconSettingsCog,
  },
  {
    title: 'Project Management',
    text: 'One accountable team for multi-load projects: sequencing, permits in every state on the route, site coordination, tracking and reporting until the last piece is set.',
    to: '/services/project-management',
    linkLabel: 'Explore project management',
    highlights: ['Single point of contact', 'Real-time load tracking', 'Progress and cost reporting'],
    icon: IconClipboardList,
  },
]
