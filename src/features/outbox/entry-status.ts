import type { OutboxEntry } from '../../lib/outbox/outbox-entry'
import { formatFileSize } from '../../lib/format'

export interface EntryStatus {
  label: string
  color: string
  /** One sentence on what happens next. */
  detail: string
}

const timeOf = (ms: number) => new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

/** How a waiting entry is doing, in words for the list of waiting submissions. */
export function describeStatus(entry: OutboxEntry, { isSending, isOnline, now = Date.now() }: { isSending: boolean; isOnline: boolean; now?: number }): EntryStatus {
  if (isSending) return { label: 'Sending…', color: 'blue', detail: 'Sending it now.' }
  if (entry.status === 'rejected') {
    return {
      label: 'Needs your attention',
      color: 'red',
      detail: 'It was not accepted. Open it to correct what is marked and send it again, or discard it.',
    }
  }
  if (!isOnline) {
    return { label: 'Waiting for a connection', color: 'gray', detail: "It will be sent automatically when you're back online." }
  }
  if (entry.lastFailure && entry.nextAttemptAt > now) {
    return {
      label: 'Will retry',
      color: 'hazard',
      detail: `${entry.lastFailure}. Next try at ${timeOf(entry.nextAttemptAt)}, or retry now.`,
    }
  }
  return { label: 'Waiting to send', color: 'gray', detail: 'It will be sent in a moment.' }
}

/** "Saved Nov 22, 10:14 AM · 3 files, 2.4 MB" */
export function describeSaved(entry: OutboxEntry): string {
  const saved = new Date(entry.createdAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
  if (entry.fileCount === 0) return `Saved ${saved}`
  return `Saved ${saved} · ${entry.fileCount} ${entry.fileCount === 1 ? 'file' : 'files'}, ${formatFileSize(entry.byteSize)}`
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const size = (value: unknown) => (typeof value === 'number' && value > 0 ? String(value) : '?')

/**
 * Who and what, so that two waiting quotes are told apart: "Dana Shipper · 60.5 × 12 × 11 ft".
 * (The route is in the entry's title.)
 */
export function describeContents(entry: OutboxEntry): string {
  const { fields } = entry
  switch (entry.collection) {
    case 'quotes':
      return [text(fields.customer_name), `${size(fields.length)} × ${size(fields.width)} × ${size(fields.height)} ft`].filter(Boolean).join(' · ')
    case 'job_applications':
      return [`${text(fields.first_name)} ${text(fields.last_name)}`.trim(), text(fields.email)].filter(Boolean).join(' · ')
    case 'contact_messages':
      return [text(fields.name), text(fields.email)].filter(Boolean).join(' · ')
    case 'load_updates':
    case 'load_documents':
      return text(fields.note)
  }
}
