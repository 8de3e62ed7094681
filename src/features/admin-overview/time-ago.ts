import { parsePocketBaseDate } from '../../lib/format'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })

/**
 * How long ago a PocketBase moment was, for a feed: 'just now', '5 minutes ago', 'yesterday',
 * and past a week its date ('Jan 5, 2025'). Example: `formatTimeAgo(record.created, Date.now())`.
 */
export function formatTimeAgo(value: string, now: number, timeZone?: string): string {
  const date = parsePocketBaseDate(value)
  if (!date) return ''
  const elapsed = Math.max(0, now - date.getTime())
  if (elapsed < 60_000) return 'just now'
  if (elapsed >= 7 * 86_400_000) return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone })
  const [unit, size] = UNITS.find(([, length]) => elapsed >= length) ?? ['minute', 60_000]
  return relative.format(-Math.floor(elapsed / size), unit)
}
