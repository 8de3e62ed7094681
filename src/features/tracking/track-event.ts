/**
 * One event of a tracking batch, as `POST /api/track` accepts it (pb_hooks/lib/tracking/
 * batch-schema.js describes the format and its limits).
 */

export interface Size {
  width: number
  height: number
}

interface EventBase {
  /** The client's id of the event: the server stores an id once, however often it arrives. */
  id: string
  /** Date.now() when it happened. */
  timestamp: number
  /** The page: path and query, e.g. "/fleet?type=rgn". */
  page_url: string
}

export interface PageFields {
  page_title: string
  /** Where the visitor came from: a page address, or "" when unknown. */
  referrer: string
  screen: Size
  viewport: Size
  language?: string
  timezone?: string
}

export type TrackEvent =
  | (EventBase & { type: 'page_view' | 'session_start' } & PageFields)
  | (EventBase & { type: 'session_end'; page_title: string; duration_ms: number; page_count: number })
  | (EventBase & { type: 'consent_accepted'; banner_position: string })
  | (EventBase & { type: 'presence_heartbeat' | 'presence_leave'; page_title: string })

export type TrackEventType = TrackEvent['type']

/** What a batch carries besides its events. */
export interface BatchEnvelope {
  consent_id: string
  session_id: string
  site_id: string
}

export interface TrackBatch extends BatchEnvelope {
  events: TrackEvent[]
}

/** The most events one batch may hold (the server takes up to 100). */
export const MAX_EVENTS_PER_BATCH = 50

/** The most bytes one batch may take as JSON: beacons and the server take at most 64 KB. */
export const MAX_BATCH_BYTES = 48 * 1024

/** The spec's default site id. */
export const DEFAULT_SITE_ID = 'default'
