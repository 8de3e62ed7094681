import { formatCalendarDate, formatDimensions, formatWeight, parsePocketBaseDate } from '../../lib/format'
import type { LoadRecord, LoadStopRecord } from '../../lib/record-types'

/** A moment with its time, where the reader is: 'Mar 2, 8:10 AM'; '' when unset. */
export function formatMoment(value: string): string {
  const date = parsePocketBaseDate(value)
  return date
    ? date.toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : ''
}

/** A stop's window: 'Mar 2, 8:00 AM – 10:00 AM', one end alone, or '' when none. */
export function formatWindow({ window_start, window_end }: Pick<LoadStopRecord, 'window_start' | 'window_end'>): string {
  const start = formatMoment(window_start)
  const end = formatMoment(window_end)
  if (start && end) return `${start} – ${end}`
  return start || (end ? `by ${end}` : '')
}

/** '42 ft × 12 ft × 11 ft · 95,000 lb', the parts that are known. */
export function formatLoadSize(load: Pick<LoadRecord, 'length' | 'width' | 'height' | 'weight_lb'>): string {
  return [formatDimensions(load), formatWeight(load.weight_lb)].filter(Boolean).join(' · ')
}

/** 'Dayton, OH → Gary, IN' from the stops in order, or '' without stops. */
export function formatRoute(stops: readonly Pick<LoadStopRecord, 'place'>[]): string {
  return stops.map(({ place }) => place).join(' → ')
}

export function formatPickupDate(load: Pick<LoadRecord, 'pickup_date'>): string {
  return formatCalendarDate(load.pickup_date) || 'Date to be set'
}

/** Stops in the order they are driven. */
export function inStopOrder<S extends Pick<LoadStopRecord, 'position' | 'created'>>(stops: readonly S[]): S[] {
  return [...stops].sort((a, b) => a.position - b.position || a.created.localeCompare(b.created))
}

