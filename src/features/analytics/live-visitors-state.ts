import type { PresenceRecord } from './analytics-calls'

/** One visitor on the site, from a presence row or a message on the `presence` topic. */
export interface LiveVisitor {
  consent_id: string
  session_id: string
  page_url: string
  page_title: string
  browser: string
  os: string
  device_type: string
  last_seen_at: string
}

/** A message on the realtime topic `presence` (pb_hooks/lib/tracking/presence.js). */
export interface PresenceMessage extends LiveVisitor {
  action: 'heartbeat' | 'leave'
}

export type VisitorsById = ReadonlyMap<string, LiveVisitor>

export function fromRow(row: PresenceRecord): LiveVisitor {
  const { consent_id, session_id, page_url, page_title, browser, os, device_type, last_seen_at } = row
  return { consent_id, session_id, page_url, page_title, browser, os, device_type, last_seen_at }
}

export function isPresenceMessage(value: unknown): value is PresenceMessage {
  if (!value || typeof value !== 'object') return false
  const { action, consent_id } = value as Record<string, unknown>
  return (action === 'heartbeat' || action === 'leave') && typeof consent_id === 'string'
}

/** The visitors after a message: a heartbeat adds or refreshes, a leave of the visitor's session removes. */
export function applyPresenceMessage(visitors: VisitorsById, message: PresenceMessage): VisitorsById {
  const next = new Map(visitors)
  if (message.action === 'leave') {
    // Another tab of the same visitor (its own session) keeps the visitor present, as on the server.
    if (next.get(message.consent_id)?.session_id === message.session_id) next.delete(message.consent_id)
    return next
  }
  const { action: _action, ...visitor } = message
  next.set(message.consent_id, visitor)
  return next
}

/**
 * Rows read from the server, keeping any visitor a message has since made newer, then the
 * messages that arrived while the rows were read: the read may have been taken before them.
 */
export function mergeRows(
  visitors: VisitorsById,
  rows: readonly LiveVisitor[],
  momentOf: (value: string) => number,
  messagesDuringRead: readonly PresenceMessage[] = [],
): VisitorsById {
  const next = new Map(rows.map((row) => [row.consent_id, row]))
  for (const [id, visitor] of visitors) {
    const row = next.get(id)
    if (row && momentOf(visitor.last_seen_at) > momentOf(row.last_seen_at)) next.set(id, visitor)
  }
  return messagesDuringRead.reduce<VisitorsById>(applyPresenceMessage, next)
}
