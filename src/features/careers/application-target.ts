import type { JobOpening } from '../../content/openings'
import { GENERAL_APPLICATION } from './application-schema'

/** What the application dialog was opened for: one opening, or a general application. */
export interface ApplicationTarget {
  /** The position applied for: an opening's title, or General Application. */
  position: string
  /** Opening titles to choose from when applying generally; absent when the opening is fixed. */
  positionOptions?: string[]
  heading: string
}

/** The application for `opening`, or a general one (with a choice of position) without it. */
export function applicationTarget(openings: readonly JobOpening[], opening?: JobOpening): ApplicationTarget {
  if (opening) return { position: opening.title, heading: `Apply for ${opening.title}` }
  return {
    position: GENERAL_APPLICATION,
    positionOptions: openings.map(({ title }) => title),
    heading: 'Apply to Join Our Team',
  }
}

/** The key of an application in the careers page's address: the opening's id, or `general`. */
export const GENERAL_APPLICATION_KEY = 'general'

/**
 * The application an address names by `key` (`applicationKey`): that opening's; a general one
 * for `general`, or for an opening that is no longer offered (a link or a reload after it closed).
 */
export function applicationTargetFor(openings: readonly JobOpening[], key: string): ApplicationTarget {
  return applicationTarget(openings, openings.find((opening) => opening.id === key))
}

/** The key of the application for `opening`, or of a general one without it. */
export const applicationKey = (opening?: JobOpening) => opening?.id ?? GENERAL_APPLICATION_KEY
