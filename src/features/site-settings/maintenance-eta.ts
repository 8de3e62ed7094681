import { parsePocketBaseDate } from '../../lib/format'

// A time as the server reads an ETA to set Retry-After (server/maintenance.go), in UTC.
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
const PLAIN_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/

/**
 * The ETA as visitors read it: a time written for machines ('2026-05-01T14:00:00Z') in the
 * reader's own time, anything else ('We’ll be back soon') as it was written.
 * Example: `etaText('2026-05-01 14:00', { timeZone: 'UTC' })` is 'May 1, 2026, 2:00 PM'.
 */
export function etaText(eta: string, { timeZone }: { timeZone?: string } = {}): string {
  const trimmed = eta.trim()
  const date = ZONED_TIME.test(trimmed)
    ? new Date(trimmed.replace(' ', 'T'))
    : PLAIN_TIME.test(trimmed)
      ? parsePocketBaseDate(trimmed)
      : undefined
  if (!date || Number.isNaN(date.getTime())) return trimmed
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })
}
