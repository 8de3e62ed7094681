import { randomHex } from './random-ids'
import type { PageFields, Size, TrackEvent } from './track-event'

// The server refuses a whole batch for one field out of bounds, so every value is brought
// within the limits of pb_hooks/lib/tracking/batch-schema.js here.
const MAX_URL_CHARS = 2000
const MAX_TITLE_CHARS = 500
const MAX_SIDE_PX = 100_000
const MAX_DURATION_MS = 31 * 24 * 60 * 60 * 1000
const MAX_PAGE_COUNT = 100_000
const LANGUAGE = /^[A-Za-z0-9-]{1,35}$/
const TIME_ZONE = /^[A-Za-z0-9_+\-/]{1,64}$/

/** The page an event is about: its path and query, title and the address the visitor came from. */
export interface PageContext {
  path: string
  title: string
  referrer: string
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)))
const sizeOf = (width: number, height: number): Size => ({ width: clamp(width, MAX_SIDE_PX), height: clamp(height, MAX_SIDE_PX) })

/** A path and query that fits the server's limit (the query goes first when it must). */
export function pagePath(location: Pick<Location, 'pathname' | 'search'>): string {
  const full = location.pathname + location.search
  if (full.length <= MAX_URL_CHARS) return full
  return location.pathname.slice(0, MAX_URL_CHARS)
}

/** An http(s) address the visitor came from, or "" (app links and overlong addresses say nothing). */
export function cleanReferrer(referrer: string): string {
  return /^https?:\/\//.test(referrer) && referrer.length <= MAX_URL_CHARS ? referrer : ''
}

/** The page shown now; `referrer` is where the visitor was before it. */
export function currentPage(referrer: string): PageContext {
  return { path: pagePath(window.location), title: document.title.slice(0, MAX_TITLE_CHARS), referrer: cleanReferrer(referrer) }
}

function deviceFields(): Omit<PageFields, 'page_title' | 'referrer'> {
  const fields: Omit<PageFields, 'page_title' | 'referrer'> = {
    screen: sizeOf(window.screen.width, window.screen.height),
    viewport: sizeOf(window.innerWidth, window.innerHeight),
  }
  const language = navigator.language
  if (LANGUAGE.test(language)) fields.language = language
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (typeof timeZone === 'string' && TIME_ZONE.test(timeZone)) fields.timezone = timeZone
  return fields
}

function base(page: PageContext) {
  return { id: randomHex(12), timestamp: Date.now(), page_url: page.path }
}

export function pageViewEvent(page: PageContext): TrackEvent {
  return { ...base(page), type: 'page_view', page_title: page.title, referrer: page.referrer, ...deviceFields() }
}

export function sessionStartEvent(page: PageContext): TrackEvent {
  return { ...base(page), type: 'session_start', page_title: page.title, referrer: page.referrer, ...deviceFields() }
}

export function sessionEndEvent(page: PageContext, durationMs: number, pageCount: number): TrackEvent {
  return {
    ...base(page),
    type: 'session_end',
    page_title: page.title,
    duration_ms: clamp(durationMs, MAX_DURATION_MS),
    page_count: clamp(pageCount, MAX_PAGE_COUNT),
  }
}

/** Stored by the server under the spec's name, consent_accept_all. */
export function consentAcceptedEvent(page: PageContext, bannerPosition: string): TrackEvent {
  return { ...base(page), type: 'consent_accepted', banner_position: bannerPosition.slice(0, 50) }
}

export function presenceEvent(page: PageContext, type: 'presence_heartbeat' | 'presence_leave'): TrackEvent {
  return { ...base(page), type, page_title: page.title }
}
