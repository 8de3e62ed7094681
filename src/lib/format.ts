// PocketBase writes every date in UTC, as '2026-01-02 03:04:05.678Z' (a date-only field is
// that day at midnight UTC). A moment is shown in the reader's time zone; a calendar day in
// UTC, or a pickup date of Jan 2 would read Jan 1 to everyone west of Greenwich.

const POCKETBASE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?Z?$/

/**
 * A PocketBase date as a Date, read as UTC; undefined when unset or not a date.
 * Example: `parsePocketBaseDate('2026-01-02 03:04:05.678Z')` is 2026-01-02T03:04:05.678Z.
 */
export function parsePocketBaseDate(value: string): Date | undefined {
  const parts = POCKETBASE_DATE.exec(value.trim())
  if (!parts) return undefined
  // Groups left out (a date-only value, no seconds) are undefined at run time.
  const numbers = parts.slice(1, 7).map((part: string | undefined) => Number(part ?? 0))
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = numbers
  const milliseconds = Number((parts[7] ?? '').padEnd(3, '0'))
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds, milliseconds))
  // Date.UTC rolls Feb 30 over into March and 24:00 into the next day: such values are no dates.
  const isExact = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCHours() === hours && date.getUTCMinutes() === minutes && date.getUTCSeconds() === seconds
  return isExact ? date : undefined
}

interface ZoneOption {
  /** An IANA zone such as 'America/Chicago'; the reader's own zone when left out. */
  timeZone?: string
}

function formatWith(value: string, options: Intl.DateTimeFormatOptions): string {
  const date = parsePocketBaseDate(value)
  return date ? date.toLocaleDateString('en-US', options) : ''
}

/** The day of a moment where the reader is: `formatDate('2025-01-05 14:30:00.000Z')` is 'Jan 5, 2025'; '' when unset. */
export function formatDate(value: string, { timeZone }: ZoneOption = {}): string {
  return formatWith(value, { month: 'short', day: 'numeric', year: 'numeric', timeZone })
}

/** A date-only field, the same day everywhere: `formatCalendarDate('2026-01-02 00:00:00.000Z')` is 'Jan 2, 2026'. */
export function formatCalendarDate(value: string): string {
  return formatDate(value, { timeZone: 'UTC' })
}

/** The month of a moment where the reader is: `formatMonthYear('2024-03-05 10:00:00.000Z')` is 'March 2024'. */
export function formatMonthYear(value: string, { timeZone }: ZoneOption = {}): string {
  return formatWith(value, { month: 'long', year: 'numeric', timeZone })
}

/** Length × width × height in feet, e.g. '42.5 × 12 × 11.5 ft'. */
export function formatDimensions({ length, width, height }: { length: number; width: number; height: number }): string {
  return `${length} × ${width} × ${height} ft`
}

/**
 * Text that keeps its own direction inside other text, as `<bdi>` keeps it, for where no
 * element can go (an option of a select, an input's value): a right-to-left place name
 * then stays on its side of an arrow. `isolated('القاهرة')` is the name between U+2068 and U+2069.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`

/** Example: `formatWeight(95000)` is '95,000 lb'; 0 (not given) is ''. */
export function formatWeight(pounds: number): string {
  return pounds > 0 ? `${pounds.toLocaleString('en-US')} lb` : ''
}

/** Example: `formatFileSize(10_240)` is '10 KB', `formatFileSize(2_516_582)` is '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  const megabyte = 1024 * 1024
  if (bytes >= megabyte) return `${(bytes / megabyte).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** A `tel:` address dials the digits: '(937) 555-0100' → 'tel:9375550100' (a leading + kept). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
