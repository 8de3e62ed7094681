/**
 * One event of a recorded session, as `POST /api/track/replay` accepts it
 * (pb_hooks/lib/replay/replay-schema.js). It names fields, never their values.
 */
export type SessionEventType = 'pageview' | 'mousemove' | 'click' | 'scroll' | 'form_focus' | 'form_submit' | 'resize'

/** What an interaction adds to the common fields. */
export interface InteractionFields {
  type: SessionEventType
  selector?: string
  text?: string
  x?: number
  y?: number
  viewport?: { width: number; height: number }
  scroll?: { scrollX: number; scrollY: number; scrollPercentage: number; maxScrollY: number; windowHeight: number }
  form?: { field_name: string; field_type: string; form_id: string; action: string; method: string }
  element?: { tag_name: string; element_id: string; class_name: string }
}

export interface SessionEvent extends InteractionFields {
  id: string
  /** Its place in the session, so events of one millisecond keep their order. */
  sequence: number
  /** Milliseconds since the recording started. */
  offset_ms: number
  page_url: string
  page_title: string
}

/** An rrweb chunk: events of the page itself, gzip-compressed JSON as base64. */
export interface DomChunk {
  sequence: number
  first_ms: number
  last_ms: number
  event_count: number
  data: string
}
