import { parsePocketBaseDate } from '../../lib/format'

/** A visitor unseen for this long has left (the server's PRESENCE_EXPIRY_MS). */
export const PRESENCE_EXPIRY_MS = 45_000

/** The spec's last-seen label: under a minute "Ns ago", under an hour minutes, otherwise hours. */
export function lastSeenLabel(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000))
  if (seconds < 60) return `${seconds}s ago`
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`
  return `${Math.floor(seconds / 3600)}h ago`
}

/** A moment as milliseconds: an ISO string from the presence topic or a PocketBase date; NaN if neither. */
export function momentMs(value: string): number {
  const stored = parsePocketBaseDate(value)
  if (stored) return stored.getTime()
  const parsed = Date.parse(value)
  return Number.isNaN(parsed) ? Number.NaN : parsed
}

/** Whether a visitor last seen at `lastSeenAt` still counts as present at `now`. */
export function isPresent(lastSeenAt: string, now: number): boolean {
  const seen = momentMs(lastSeenAt)
  return !Number.isNaN(seen) && now - seen < PRESENCE_EXPIRY_MS
}

/** The spec's visitor number: "#" and 11 zero-padded digits; 0 is the "Master Creator". */
export function formatVisitorNumber(visitorNumber: number): string {
  if (visitorNumber === 0) return 'Master Creator'
  return `#${String(Math.trunc(visitorNumber)).padStart(11, '0')}`
}

/** The server's visitor id ("#00000000042"), shown as the visitor number; "#00000000000" is the Master Creator. */
export function formatVisitorId(visitorId: string): string {
  return /^#0+$/.test(visitorId) ? 'Master Creator' : visitorId
}

/** The export's file name for a day: `analytics-2026-11-23.csv` (the server names its stream the same way). */
export function exportFileName(date: Date): string {
  return `analytics-${date.toISOString().slice(0, 10)}.csv`
}

export interface EventCount {
  name: string
  count: number
}

/** The `limit` largest counts, largest first, ties by name; names counted zero are left out. */
export function topEventCounts(counts: readonly EventCount[], limit = 5): EventCount[] {
  return counts
    .filter(({ count }) => count > 0)
    .toSorted((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit)
}

/** Readable event names: "page_view" reads "Page view", a custom name stays as sent. */
export function eventLabel(eventName: string): string {
  const builtIn: Record<string, string> = {
    page_view: 'Page view',
    session_start: 'Session start',
    session_end: 'Session end',
    consent_accept_all: 'Consent accepted',
    consent_decline: 'Consent declined',
  }
  return builtIn[eventName] ?? eventName
}
