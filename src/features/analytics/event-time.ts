import { parsePocketBaseDate } from '../../lib/format'

/** A stored moment where the reader is: "Nov 23, 12:04:05 PM"; '' when unset. */
export function formatDateTimeShort(value: string, timeZone?: string): string {
  const date = parsePocketBaseDate(value)
  if (!date) return ''
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone })
}
