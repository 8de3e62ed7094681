import { randomUUID } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { anonymous, superuser } from './helpers'
import { batchOf, CHROME_ON_WINDOWS, consentId, countRows, postBatch, send, sessionId, trackEvent } from './tracking-requests'

const FROM = '127.0.9.1'
const REPLAY = '/api/track/replay'

function replayEvent(sequence: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: randomUUID(), sequence, type: 'mousemove', offset_ms: Math.floor(sequence / 3) * 100, page_url: '/fleet', x: sequence, y: 10, ...overrides }
}

function chunkOf(sequence: number, events: unknown[]): Record<string, unknown> {
  return { sequence, first_ms: 0, last_ms: 1000, event_count: events.length, data: gzipSync(JSON.stringify(events)).toString('base64') }
}

function postReplay(body: Record<string, unknown>) {
  return send(REPLAY, JSON.stringify(body), { from: FROM, headers: { 'user-agent': CHROME_ON_WINDOWS } })
}

function recordingStart() {
  return {
    started_at: Date.now(),
    viewport_size: '1280x720',
    device_info: { user_agent: 'Mozilla/5.0', language: 'en-US', platform: 'Linux', cookie_enabled: true, online: true },
    browser_info: { inner_width: 1280, inner_height: 720, screen_width: 1920, screen_height: 1080, color_depth: 24, pixel_ratio: 1 },
    fingerprint: { userAgent: 'Mozilla/5.0', doNotTrack: '1', cookieEnabled: true, fonts: ['Arial'] },
  }
}

describe('session replay ingest', () => {
  it('round-trips a recording of 500 events in order, with its summary and page chunks', async () => {
    const ids = { consent_id: consentId(), session_id: sessionId() }
    const events = Array.from({ length: 500 }, (_, i) => replayEvent(i, i % 200 === 0 ? { type: 'pageview', page_url: i === 0 ? '/fleet' : '/quote?from=fleet' } : {}))
    expect((await postReplay({ ...ids, recording: recordingStart() })).status).toBe(200)
    for (let i = 0; i < 500; i += 100) {
      const answer = await postReplay({ ...ids, events: events.slice(i, i + 100) })
      expect(answer.status).toBe(200)
      expect(answer.json()).toEqual({ events: 100, duplicates: 0, chunks: 0, heat: 0 })
    }
    const page = [{ type: 4, data: { href: 'http://x/', width: 1280, height: 720 }, timestamp: 1 }]
    const sent = await postReplay({ ...ids, events: events.slice(0, 10), chunks: [chunkOf(0, page)] })
    expect(sent.json()).toEqual({ events: 0, duplicates: 10, chunks: 1, heat: 0 })
    await postReplay({ ...ids, summary: { ended_at: Date.now(), duration_ms: 16_000, page_count: 2, click_count: 3, scroll_count: 4 } })
    await postReplay({ ...ids, summary: { ended_at: Date.now(), duration_ms: 1_000, page_count: 1, click_count: 0, scroll_count: 0 } })

    const su = await superuser()
    const stored = await su.collection('session_events').getFullList({ filter: `session_id = "${ids.session_id}"`, sort: 'timestamp_ms,sequence' })
    expect(stored.map((event) => event.client_event_id)).toEqual(events.map((event) => event.id))
    const recording = await su.collection('session_recordings').getFirstListItem(`session_id = "${ids.session_id}"`)
    expect(recording).toMatchObject({
      entry_page: '/fleet',
      visited_pages: '/fleet\n/quote',
      device_type: 'Desktop',
      consent_id: ids.consent_id,
      viewport_size: '1280x720', duration_ms: 16_000, page_count: 2, click_count: 3, scroll_count: 4, browser: 'Chrome' })
    expect(recording.browser_fingerprint).toMatchObject({ doNotTrack: '1' })
    const chunk = await su.collection('session_dom_chunks').getFirstListItem(`session_id = "${ids.session_id}"`)
    expect(JSON.parse(gunzipSync(Buffer.from(chunk.data as string, 'base64')).toString('utf8'))).toEqual(page)

    await su.collection('session_recordings').delete(recording.id)
    expect(await countRows('session_events', `session_id = "${ids.session_id}"`)).toBe(0)
    expect(await countRows('session_dom_chunks', `session_id = "${ids.session_id}"`)).toBe(0)
  })

  it.each([
    ['a keystroke event', { events: [replayEvent(0, { type: 'keydown' })] }, 'events[0].type: must be one of'],
    ['a field value', { events: [replayEvent(0, { type: 'form_focus', form: { field_name: 'email', value: 'a@b.c' } })] }, 'events[0].form.value: unknown field'],
    ['element text over 100 characters', { events: [replayEvent(0, { text: 'x'.repeat(101) })] }, 'events[0].text: too long'],
    ['a chunk that is not gzip', { chunks: [{ sequence: 0, first_ms: 0, last_ms: 1, event_count: 1, data: 'aGVsbG8=' }] }, 'chunks[0].data: must be base64 of gzip data'],
    ['too many events', { events: Array.from({ length: 101 }, (_, i) => replayEvent(i)) }, 'events: must be an array of at most 100'],
    ['an unknown fingerprint field', { recording: { ...recordingStart(), fingerprint: { secret: 1 } } }, 'recording.fingerprint.secret: unknown field'],
  ])('refuses %s and writes nothing', async (_label, extra, message) => {
    const ids = { consent_id: consentId(), session_id: sessionId() }
    const answer = await postReplay({ ...ids, events: [replayEvent(0)], ...extra })
    expect(answer.status).toBe(400)
    expect(String(answer.json().message)).toContain(message)
    expect(await countRows('session_recordings', `session_id = "${ids.session_id}"`)).toBe(0)
    expect(await countRows('session_events', `session_id = "${ids.session_id}"`)).toBe(0)
  })

  it('refuses a body over 1 MB', async () => {
    const answer = await send(REPLAY, JSON.stringify({ consent_id: consentId(), session_id: sessionId(), pad: 'x'.repeat(1_100_000) }), { from: '127.0.9.2' })
    expect(answer.status).toBe(400)
    expect(answer.json().message).toBe('body: too large (at most 1048576 bytes)')
  })

  it('records nothing for a visitor whose last decision was a decline', async () => {
    const declined = batchOf([trackEvent({ type: 'consent_declined' })])
    expect((await postBatch(declined, { from: FROM })).status).toBe(200)
    const answer = await postReplay({ consent_id: declined.consent_id, session_id: declined.session_id, events: [replayEvent(0)] })
    expect(answer.status).toBe(403)
    expect(await countRows('session_recordings', `consent_id = "${declined.consent_id}"`)).toBe(0)
  })

  it('does not let another consent id add to a recording', async () => {
    const ids = { consent_id: consentId(), session_id: sessionId() }
    await postReplay({ ...ids, recording: recordingStart() })
    const answer = await postReplay({ consent_id: consentId(), session_id: ids.session_id, events: [replayEvent(0)] })
    expect(answer.status).toBe(400)
    expect(await countRows('session_events', `session_id = "${ids.session_id}"`)).toBe(0)
  })

  it('keeps recordings, events and page chunks from anyone but admins', async () => {
    const visitor = anonymous()
    for (const name of ['session_recordings', 'session_events', 'session_dom_chunks'] as const) {
      expect((await visitor.collection(name).getList(1, 1)).totalItems).toBe(0)
    }
  })
})
