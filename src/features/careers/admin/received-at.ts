import { parsePocketBaseDate } from '../../../lib/format'

/** When a record arrived, where the admin is: 'Jan 5, 2026, 2:30 PM'; '' when unset. */
export function formatReceivedAt(value: string): string {
  const date = parsePocketBaseDate(value)
  return date ? date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : ''
}
