import { useOutbox } from '../../lib/outbox/use-outbox'
import type { OutboxEntry } from '../../lib/outbox/outbox-entry'
import { useRecentlySent, type SentEntry } from './recently-sent'

/** What the list of waiting submissions shows: what waits, and what was just sent. */
export interface OutboxView {
  waiting: OutboxEntry[]
  sent: SentEntry[]
  sendingId: string | null
}

export function useOutboxView(): OutboxView {
  const { entries, sendingId } = useOutbox()
  const sent = useRecentlySent()
  // Until the store is read again, a delivered entry may still be listed: it shows once, as sent.
  const waiting = entries.filter((entry) => !sent.some((item) => item.id === entry.id))
  return { waiting, sent, sendingId }
}

/** The page heading for what is on the list: "Waiting to send", "Sent" or "Nothing waiting to send". */
export function outboxHeading({ waiting, sent }: Pick<OutboxView, 'waiting' | 'sent'>): string {
  if (waiting.length > 0) return 'Waiting to send'
  return sent.length > 0 ? 'Sent' : 'Nothing waiting to send'
}
