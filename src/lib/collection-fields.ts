/** The kinds of field the data model uses (src/lib/collections.ts), and the field shapes its collections share. */

import { NOTIFY_STATUSES } from './field-values'

export type FieldSpec =
  | { type: 'text' | 'email' | 'url' | 'editor'; required?: boolean }
  | { type: 'number'; required?: boolean }
  | { type: 'bool' }
  | { type: 'date'; required?: boolean }
  | { type: 'autodate' }
  | { type: 'json'; required?: boolean; holds?: 'strings' }
  | { type: 'select'; values: readonly string[]; multiple?: boolean; required?: boolean }
  | { type: 'file'; multiple?: boolean; required?: boolean }
  | { type: 'relation'; collection: string; multiple?: boolean; required?: boolean }

export const text = { type: 'text' } as const
export const requiredText = { type: 'text', required: true } as const
export const requiredEmail = { type: 'email', required: true } as const
export const number = { type: 'number' } as const
export const bool = { type: 'bool' } as const
export const date = { type: 'date' } as const
export const json = { type: 'json' } as const
/** A JSON field the server always fills with an array of strings. */
export const stringList = { type: 'json', holds: 'strings' } as const
export const autodate = { type: 'autodate' } as const
export const owner = { type: 'relation', collection: 'users' } as const
export const timestamps = { created: autodate, updated: autodate } as const

/** Browser, system and device type, read from the user agent by the tracking ingest (spec §9 labels). */
export const deviceFields = { browser: text, os: text, device_type: text } as const


/** Mail delivery bookkeeping written by the notification cron, never by clients. */
export const notification = {
  notify_status: { type: 'select', values: NOTIFY_STATUSES },
  notify_attempts: number,
  notify_error: text,
  notified_at: date,
} as const

/** The tracker's session id the submission was sent in (after Accept only), read by admins alone: it links the session replay. */
export const trackingSession = { tracking_session: text } as const
