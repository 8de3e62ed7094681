import { parsePocketBaseDate } from '../../../lib/format'
import type { EscortCertificationRecord, PilotAvailabilityRecord } from '../../../lib/record-types'

/** What dispatch needs to know of a pilot-car operator for one load. */
export interface EscortFit {
  /** The availability that includes the pickup day, if any. */
  available: PilotAvailabilityRecord | undefined
  /** Route states the pilot holds no certification for that is valid on the pickup day. */
  uncoveredStates: string[]
}

const dayOf = (value: string) => parsePocketBaseDate(value)?.toISOString().slice(0, 10) ?? ''

/**
 * Whether a pilot is available on the pickup day and certified in each route state then.
 * Example: `escortFit({ pickupDate: '2030-03-02 …', routeStates: ['OH', 'IN'], availability, certifications })`.
 */
export function escortFit({
  pickupDate,
  routeStates,
  availability,
  certifications,
}: {
  pickupDate: string
  routeStates: readonly string[]
  availability: readonly PilotAvailabilityRecord[]
  certifications: readonly EscortCertificationRecord[]
}): EscortFit {
  const day = dayOf(pickupDate) || new Date().toISOString().slice(0, 10)
  const available = availability.find(({ starts_on, ends_on }) => dayOf(starts_on) <= day && day <= dayOf(ends_on))
  const validStates = new Set<string>(certifications.filter(({ expires_on }) => dayOf(expires_on) >= day).map(({ state }) => state))
  return {
    available,
    uncoveredStates: routeStates.filter((state) => !validStates.has(state)),
  }
}

/** Whether a certification has expired by `today` (an ISO day). */
export function isExpired(
  { expires_on }: Pick<EscortCertificationRecord, 'expires_on'>,
  today = new Date().toISOString().slice(0, 10),
): boolean {
  return dayOf(expires_on) < today
}
