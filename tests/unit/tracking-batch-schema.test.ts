// @vitest-environment node
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

interface CheckedEvent {
  id: string
  type: string
  name: string
  timestamp: number
  page_url: string
  fields: Record<string, unknown>
}
interface BatchSchema {
  LIMITS: { maxEvents: number; maxUrlChars: number; maxPropertiesChars: number }
  validateBatch(
    body: unknown,
    nowMs: number,
  ): { batch?: { consent_id: string; session_id: string; site_id: string; declined: boolean; events: CheckedEvent[] }; problems?: string[] }
  utf8Length(text: string): number
}

// The server's module, as PocketBase runs it (CommonJS).
const schema = createRequire(import.meta.url)('../../pb_hooks/lib/tracking/batch-schema.js') as BatchSchema

const NOW = Date.UTC(2025, 5, 1, 12)
const CONSENT_ID = '0123456789abcdef0123456789abcdef'
const SESSION_ID = '7d3f8b1e-1111-4a4a-8888-123456789abc'

function event(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: `evt-${Math.random().toString(36).slice(2, 12)}`, type: 'page_view', timestamp: NOW - 1000, page_url: '/fleet', ...overrides }
}

function batch(events: unknown[], overrides: Record<string, unknown> = {}) {
  return { consent_id: CONSENT_ID, session_id: SESSION_ID, events, ...overrides }
}

function problemsOf(body: unknown): string[] {
  return schema.validateBatch(body, NOW).problems ?? []
}

describe('tracking batch schema', () => {
  it('accepts a page view with the spec fields and names it page_view', () => {
    const pageView = event({
      page_title: 'Fleet',
      referrer: 'https://www.google.com/',
      screen: { width: 1920, height: 1080 },
      viewport: { width: 1280, height: 720 },
      language: 'en-US',
      timezone: 'America/Chicago',
    })
    const result = schema.validateBatch(batch([pageView]), NOW)
    expect(result.problems).toBeUndefined()
    expect(result.batch).toMatchObject({ consent_id: CONSENT_ID, session_id: SESSION_ID, site_id: 'default', declined: false })
    expect(result.batch?.events[0]).toEqual({
      id: pageView.id,
      type: 'page_view',
      name: 'page_view',
      timestamp: pageView.timestamp,
      page_url: '/fleet',
      fields: {
        page_title: 'Fleet',
        referrer: 'https://www.google.com/',
        screen: { width: 1920, height: 1080 },
        viewport: { width: 1280, height: 720 },
        language: 'en-US',
        timezone: 'America/Chicago',
      },
    })
  })

  it('stores each built-in type under its event name, and custom events under their own', () => {
    const events = [
      event({ type: 'session_start' }),
      event({ type: 'session_end', duration_ms: 5000, page_count: 3 }),
      event({ type: 'consent_accepted', banner_position: 'bottom' }),
      event({ type: 'presence_heartbeat' }),
      event({ type: 'presence_leave' }),
      event({ type: 'custom', name: 'page_performance', properties: { lcp_ms: 1200 } }),
    ]
    const names = schema.validateBatch(batch(events), NOW).batch?.events.map((checked) => checked.name)
    expect(names).toEqual(['session_start', 'session_end', 'consent_accept_all', 'presence_heartbeat', 'presence_leave', 'page_performance'])
  })

  it('takes a site id and a full page URL', () => {
    const result = schema.validateBatch(batch([event({ page_url: 'https://ironbridgehaul.example/quote?x=1' })], { site_id: 'main-site' }), NOW)
    expect(result.batch?.site_id).toBe('main-site')
  })

  it.each([
    ['a body that is not an object', [], 'body: must be a JSON object'],
    ['a missing consent id', { session_id: SESSION_ID, events: [event()] }, 'consent_id: required'],
    ['a consent id with symbols', batch([event()], { consent_id: 'abc$def!ghijk' }), 'consent_id: must be 8 to 64'],
    ['a numeric session id', batch([event()], { session_id: 12345678 }), 'session_id: must be a string'],
    ['an unknown top-level field', batch([event()], { user: 'x' }), 'user: unknown field'],
    ['events that are not an array', { ...batch([]), events: {} }, 'events: required'],
    ['an empty batch', batch([]), 'events: must hold 1 to 100 events'],
    ['an unknown type', batch([event({ type: 'click' })]), 'events[0].type: must be one of'],
    ['a missing page address', batch([event({ page_url: undefined })]), 'events[0].page_url: required'],
    ['a page address without a leading slash', batch([event({ page_url: 'javascript:alert(1)' })]), 'events[0].page_url: must be a path'],
    ['a string timestamp', batch([event({ timestamp: '2025-06-01' })]), 'events[0].timestamp: must be milliseconds'],
    ['a timestamp two days ahead', batch([event({ timestamp: NOW + 2 * 86_400_000 })]), 'events[0].timestamp: out of range'],
    ['a fractional screen width', batch([event({ screen: { width: 10.5, height: 2 } })]), 'events[0].screen.width: must be a whole number'],
    ['a screen with extra keys', batch([event({ screen: { width: 1, height: 1, depth: 24 } })]), 'events[0].screen.depth: unknown field'],
    ['a field of another type', batch([event({ duration_ms: 5 })]), 'events[0].duration_ms: unknown field for type page_view'],
    ['a custom event without a name', batch([event({ type: 'custom' })]), 'events[0].name: required for a custom event'],
    ['a custom event named like a built-in one', batch([event({ type: 'custom', name: 'page_view' })]), 'events[0].name: reserved'],
    ['a built-in event under another name', batch([event({ name: 'pageview' })]), 'events[0].name: must be "page_view"'],
    ['custom properties that are a list', batch([event({ type: 'custom', name: 'x', properties: [1] })]), 'events[0].properties: must be an object'],
    ['a decline mixed with other events', batch([event({ type: 'consent_declined' }), event()]), 'events: consent_declined must be sent in a batch of its own'],
  ])('refuses %s', (_label, body, expected) => {
    expect(problemsOf(body).join('\n')).toContain(expected)
  })

  it('refuses more than 100 events', () => {
    const events = Array.from({ length: schema.LIMITS.maxEvents + 1 }, () => event())
    expect(problemsOf(batch(events))).toEqual(['events: must hold 1 to 100 events (got 101)'])
  })

  it('names the event and field of a string that is too long', () => {
    const events = [event(), event(), event(), event({ page_url: '/' + 'a'.repeat(schema.LIMITS.maxUrlChars) })]
    expect(problemsOf(batch(events))).toEqual(['events[3].page_url: too long (at most 2000 characters)'])
  })

  it('refuses custom properties larger than 4096 characters of JSON', () => {
    const properties = { note: 'x'.repeat(schema.LIMITS.maxPropertiesChars) }
    expect(problemsOf(batch([event({ type: 'custom', name: 'note', properties })]))).toEqual([
      'events[0].properties: too large (at most 4096 characters as JSON)',
    ])
  })

  it('lists every problem of a batch, at most 20', () => {
    const events = Array.from({ length: 30 }, () => event({ page_url: 'nope' }))
    const problems = problemsOf(batch(events))
    expect(problems).toHaveLength(20)
    expect(problems[19]).toBe('events[19].page_url: must be a path starting with "/" or an http(s) URL')
  })

  it('marks a batch of declines as declined', () => {
    expect(schema.validateBatch(batch([event({ type: 'consent_declined' })]), NOW).batch?.declined).toBe(true)
  })

  it('counts UTF-8 bytes the way the body limit does', () => {
    expect(schema.utf8Length('abc')).toBe(3)
    expect(schema.utf8Length('é')).toBe(2)
    expect(schema.utf8Length('→')).toBe(3)
    expect(schema.utf8Length('🚚')).toBe(4)
  })
})
