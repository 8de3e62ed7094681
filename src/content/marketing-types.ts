import type { Icon } from '@tabler/icons-react'

/** A card or list item with a heading and a sentence or two. */
export interface Feature {
  title: string
  text: string
  icon?: Icon
}

export interface Faq {
  question: string
  answer: string
}

/** A step of a process, shown numbered in order. */
export interface Step {
  title: string
  text: string
}

/** What a service page tells search engines: its title, description and Service metadata. */
export interface ServiceSeo {
  title: string
  description: string
  serviceName: string
  serviceType: string
  path: `/services/${string}`
}
