import { describe, expect, it } from 'vitest'
import type { RecordOf } from '../../src/lib/record-types'
import { superuser } from './helpers'
import {
  CHROME_ON_WINDOWS,
  batchOf,
  countRows,
  pageView,
  postBatch,
  rowsOf,
  send,
  trackEvent,
} from './tracking-requests'

const FROM = '127.0.7.1'

async function eventsOf(consent: string) {
  const su = await superuser()
  return su.collection('analytics_events').getFullList<RecordOf<'analytics_events'>>({ filter: `consent_id = "${consent}"`, sort: 'created' })
}

async function visitorOf(consent: string) {
  const su = await superuser()
  return su.collection('unique_visitors').getFirstListItem<RecordOf<'unique_visitors'>>(`consent_id = "${consent}"`)
}

describe('tracking ingest', () => {
  it('writes exactly the events of a valid batch, with the visitor, consent and presence', async () => {
    const batch = batchOf([
      trackEvent({ type: 'consent_accepted', page_url: '/', banner_position: 'bottom' }),
      trackEvent({ type: 'session_start', page_url: '/' }),
      pageView({ page_url: '/', referrer: 'https://www.google.com/' }),
      pageView({ page_url: '/fleet' }),
      trackEvent({ type: 'custom', name: 'page_performance', page_url: '/fleet', properties: { lcp_ms: 900 } }),
      trackEvent({ type: 'presence_heartbeat', page_url: '/fleet', page_title: 'Fleet' }),
    ])
    const answer = await postBatch(batch, { from: FROM, headers: { 'user-agent': CHROME_ON_WINDOWS } })
    expect(answer.status).toBe(200)
    expect(answer.json()).toMatchObject({ stored: 5, duplicates: 0 })

    const events = await eventsOf(batch.consent_id)
    expect(events.map((event) => event.event_name).sort()).toEqual(
      ['consent_accept_all', 'page_performance', 'page_view', 'page_view', 'session_start'].sort(),
    )
    const visitor = await visitorOf(batch.consent_id)
    expect(visitor).toMatchObject({ total_visits: 1, ip_address: '127.0.7.0' })
    expect(visitor.visitor_number).toBeGreaterThan(0)
    expect(answer.json().visitor_number).toBe(visitor.visitor_number)

    const fleetView = events.find((event) => event.page_url === '/fleet' && event.event_name === 'page_view')!
    expect(fleetView).toMatchObject({
      session_id: batch.session_id,
      site_id: 'default',
      visitor_id: `#${String(visitor.visitor_number).padStart(11, '0')}`,
      client_event_id: batch.events[3]!.id,
      user_agent: CHROME_ON_WINDOWS,
      ip_address: '127.0.7.0',
      browser: 'Chrome',
      os: 'Windows',
      device_type: 'Desktop',
      properties: {
        page_title: 'Fleet | Ironbridge Heavy Haul',
        screen: { width: 1920, height: 1080 },
        viewport: { width: 1280, height: 720 },
        language: 'en-US',
        timezone: 'America/Chicago',
        referrer: '',
      },
    })
    expect(new Date(fleetView.timestamp).getTime()).toBe(batch.events[3]!.timestamp)
    expect(events.find((event) => event.event_name === 'page_performance')?.properties).toEqual({ lcp_ms: 900 })

    expect(await rowsOf(batch.consent_id)).toEqual({
      consent_records: 1,
      unique_visitors: 1,
      analytics_events: 5,
      session_recordings: 0,
      session_events: 0,
      session_dom_chunks: 0,
      presence: 1,
    })
  })

  it('answers on the spec path /api/track-analytics as well', async () => {
    const batch = batchOf([pageView()])
    expect((await postBatch(batch, { from: FROM, path: '/api/track-analytics' })).status).toBe(200)
    expect(await countRows('analytics_events', `consent_id = "${batch.consent_id}"`)).toBe(1)
  })

  it('writes nothing of a batch with one bad event, and names the problem', async () => {
    const batch = batchOf([
      trackEvent({ type: 'consent_accepted' }),
      pageView(),
      pageView(),
      pageView({ page_url: '/' + 'a'.repeat(2000) }),
      trackEvent({ type: 'presence_heartbeat' }),
    ])
    const answer = await postBatch(batch, { from: FROM })
    expect(answer.status).toBe(400)
    expect(answer.json()).toMatchObject({
      message: 'events[3].page_url: too long (at most 2000 characters)',
      data: { problems: ['events[3].page_url: too long (at most 2000 characters)'] },
    })
    expect(await rowsOf(batch.consent_id)).toEqual({
      consent_records: 0,
      unique_visitors: 0,
      analytics_events: 0,
      session_recordings: 0,
      session_events: 0,
      session_dom_chunks: 0,
      presence: 0,
    })
  })

  it('refuses an oversized body with a 400, whether its length is announced or not', async () => {
    const padding = 'x'.repeat(4000)
    const events = Array.from({ length: 20 }, () => trackEvent({ type: 'custom', name: 'padding', properties: { padding } }))
    const batch = batchOf(events)
    const body = JSON.stringify(batch)
    expect(Buffer.byteLength(body)).toBeGreaterThan(65536)

    const announced = await send('/api/track', body, { from: FROM })
    expect(announced.status).toBe(400)
    expect(announced.json().message).toBe('body: too large (at most 65536 bytes)')
    const chunked = await send('/api/track', body, { from: FROM, chunked: true })
    expect(chunked.status).toBe(400)
    expect(chunked.json().message).toBe('body: too large (at most 65536 bytes)')
    expect(await countRows('analytics_events', `consent_id = "${batch.consent_id}"`)).toBe(0)
  })

  it('refuses too many events, wrong types and bodies that are not JSON', async () => {
    const tooMany = batchOf(Array.from({ length: 101 }, () => trackEvent()))
    const refusals = [
      [tooMany, 'events: must hold 1 to 100 events (got 101)'],
      [batchOf([pageView({ timestamp: '2025-01-01T00:00:00Z' })]), 'events[0].timestamp: must be milliseconds'],
      [batchOf([pageView({ screen: '1920x1080' })]), 'events[0].screen: must be an object'],
      [batchOf([pageView()], { session_id: 42 as unknown as string }), 'session_id: must be a string'],
      [batchOf([trackEvent({ type: 'mouse_move' })]), 'events[0].type: must be one of'],
      [{ events: 'all of them' }, 'consent_id: required'],
    ] as const
    for (const [body, message] of refusals) {
      const answer = await postBatch(body, { from: FROM })
      expect(answer.status, message).toBe(400)
      expect(answer.json().message).toContain(message)
    }
    expect(await countRows('analytics_events', `consent_id = "${tooMany.consent_id}"`)).toBe(0)

    const notJson = await send('/api/track', '{"consent_id": ', { from: FROM })
    expect(notJson.status).toBe(400)
    expect(notJson.json().message).toBe('body: not valid JSON')
  })

  it('counts a batch sent twice once', async () => {
    const batch = batchOf([trackEvent({ type: 'session_start' }), pageView(), pageView({ page_url: '/quote' })])
    expect((await postBatch(batch, { from: FROM })).json()).toMatchObject({ stored: 3, duplicates: 0 })
    expect((await postBatch(batch, { from: FROM })).json()).toMatchObject({ stored: 0, duplicates: 3 })
    const retried = { ...batch, events: [...batch.events, pageView({ page_url: '/careers' })] }
    expect((await postBatch(retried, { from: FROM })).json()).toMatchObject({ stored: 1, duplicates: 3 })

    expect(await countRows('analytics_events', `consent_id = "${batch.consent_id}"`)).toBe(4)
    expect((await visitorOf(batch.consent_id)).total_visits).toBe(1)
  })

  it('counts a new session as a new visit, so the visitor is returning', async () => {
    const first = batchOf([pageView()])
    await postBatch(first, { from: FROM })
    const visitor = await visitorOf(first.consent_id)
    await postBatch(batchOf([pageView()], { consent_id: first.consent_id }), { from: FROM })
    const again = await visitorOf(first.consent_id)
    expect(again).toMatchObject({ total_visits: 2, visitor_number: visitor.visitor_number, first_seen_at: visitor.first_seen_at })
    expect(again.last_seen_at >= visitor.last_seen_at).toBe(true)
  })

  it('takes the client address from the connection, not from a forged X-Forwarded-For', async () => {
    const batch = batchOf([pageView()])
    const forged = { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9', forwarded: 'for=203.0.113.9' }
    expect((await postBatch(batch, { from: '127.9.8.7', headers: forged })).status).toBe(200)
    const [event] = await eventsOf(batch.consent_id)
    expect(event?.ip_address).toBe('127.9.8.0')
    expect((await visitorOf(batch.consent_id)).ip_address).toBe('127.9.8.0')
  })

  it('records a withdrawal of consent and nothing else', async () => {
    const batch = batchOf([trackEvent({ type: 'consent_accepted' }), pageView()])
    await postBatch(batch, { from: FROM })
    const decline = batchOf([trackEvent({ type: 'consent_declined' })], { consent_id: batch.consent_id })
    expect((await postBatch(decline, { from: FROM })).json()).toMatchObject({ stored: 0 })
    await postBatch({ ...decline, events: [trackEvent({ type: 'consent_declined' })] }, { from: FROM })

    const su = await superuser()
    const decisions = await su
      .collection('consent_records')
      .getFullList<RecordOf<'consent_records'>>({ filter: `consent_id = "${batch.consent_id}"`, sort: 'created' })
    expect(decisions.map((record) => record.decision)).toEqual(['accepted', 'declined'])
    expect(await countRows('analytics_events', `consent_id = "${batch.consent_id}"`)).toBe(2)
  })
})
