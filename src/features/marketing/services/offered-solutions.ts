import { IconTruckDelivery, type Icon } from '@tabler/icons-react'
import { solutions, type Solution } from '../../../content/services/overview'
import type { ServiceRecord } from '../../../lib/record-types'

/** One card of the solutions grid. */
export interface SolutionCard {
  key: string
  /** Its detailed section on /services; none for a service the page has no section for. */
  anchor?: string
  title: string
  summary: string
  icon: Icon
}

/** What /services shows of its solutions: the grid's cards and the detailed sections. */
export interface OfferedSolutions {
  cards: readonly SolutionCard[]
  details: readonly Solution[]
}

/** The page as written, for before the services are read (and the prerendered copy), or if they cannot be. */
export const writtenSolutions: OfferedSolutions = {
  cards: solutions.map(({ anchor, title, summary, icon }) => ({ key: anchor, anchor, title, summary, icon })),
  details: solutions,
}

const sectionOf = (anchor: string) => solutions.find((solution) => solution.anchor === anchor)

/**
 * The active services as the page shows them: a card each, in their order, under the name and
 * description an admin gave them; a detailed section only for those the page has one for.
 */
export function offeredSolutions(services: readonly ServiceRecord[]): OfferedSolutions {
  const cards = services.map((service): SolutionCard => {
    const section = sectionOf(service.anchor)
    const key = section ? service.anchor : service.id
    return { key, anchor: section?.anchor, title: service.name, summary: service.short_description, icon: section?.icon ?? IconTruckDelivery }
  })
  const details = services.flatMap((service) => {
    const section = sectionOf(service.anchor)
    return section ? [{ ...section, title: service.name }] : []
  })
  return { cards, details }
}
