import { beforeAll, describe, expect, it } from 'vitest'
import type { RecordOf } from '../../src/lib/record-types'
import { admin, anonymous, createUser, statusOf, superuser, trackingInputs } from './helpers'
import { listenToPresence } from './tracking-presence-listener'
import {
  TRACKING_COLLECTIONS,
  batchOf,
  pageView,
  postBatch,
  rowsOf,
  send,
  sessionId,
  trackEvent,
} from './tracking-requests'

const FROM = '127.0.9.1'

/** Rows of an RFC 4180 document (CRLF rows, quoted cells with doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (char === '"') {
      quoted = !quoted
    } else if (!quoted && char === ',') {
      row.push(cell)
      cell = ''
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else {
      cell += char
    }
  }
  return rows
}

describe('tracking data in the back office', () => {
  let adminToken: string
  let userToken: string
  const tracked = batchOf([trackEvent({ type: 'consent_accepted' }), pageView(), trackEvent({ type: 'presence_heartbeat' })])

  beforeAll(async () => {
    adminToken = (await admin()).authStore.token
    userToken = (await createUser({ roles: ['carrier'] })).client.authStore.token
    expect((await postBatch(tracked, { from: FROM })).status).toBe(200)
  })

  it('is hidden from visitors and signed-in non-admins, listed for admins', async () => {
    const broker = await createUser({ roles: ['freight_broker'] })
    const su = await superuser()
    for (const name of TRACKING_COLLECTIONS) {
      const target = await su.collection(name).create(trackingInputs[name]!())
      for (const client of [anonymous(), broker.client]) {
        expect((await client.collection(name).getList(1, 50)).totalItems, name).toBe(0)
        expect(await statusOf(client.collection(name).getOne(target.id)), name).toBe(404)
      }
    }
    const adminClient = await admin()
    expect((await adminClient.collection('analytics_events').getList(1, 1, { filter: `consent_id = "${tracked.consent_id}"` })).totalItems).toBe(2)
  })

  it('exports CSV to admins only', async () => {
    const path = '/api/admin/analytics/export.csv'
    expect((await send(path, undefined, { method: 'GET', from: FROM })).status).toBe(401)
    expect((await send(path, undefined, { method: 'GET', from: FROM, headers: { authorization: userToken } })).status).toBe(403)
  })

  it('exports every event with the spec columns, quoted and safe from formulas', async () => {
    const risky = batchOf(
      [
        trackEvent({ type: 'custom', name: 'form_analytics', page_url: '/quote?a=1,b=2', properties: { note: '=HYPERLINK("x")' } }),
        trackEvent({ type: 'custom', name: 'page_performance', page_url: '/', page_title: '+cmd' }),
      ],
      { site_id: '-site' },
    )
    expect((await postBatch(risky, { from: FROM })).status).toBe(200)
    // More than one page of the stream (1000 rows).
    for (let i = 0; i < 12; i++) {
      const bulk = batchOf(Array.from({ length: 100 }, () => pageView({ page_url: `/bulk/${i}` })))
      expect((await postBatch(bulk, { from: FROM })).status).toBe(200)
    }

    const answer = await send('/api/admin/analytics/export.csv', undefined, {
      method: 'GET',
      from: FROM,
      headers: { authorization: adminToken },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    const today = new Date().toISOString().slice(0, 10)
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="analytics-${today}.csv"`)

    const [header, ...rows] = parseCsv(answer.text)
    expect(header).toEqual(['Date', 'Event', 'Visitor ID', 'Site ID', 'Page URL', 'Properties'])
    const su = await superuser()
    const total = (await su.collection('analytics_events').getList(1, 1)).totalItems
    expect(total).toBeGreaterThan(1200)
    expect(rows).toHaveLength(total)
    expect(rows.every((row) => row.length === 6)).toBe(true)

    const form = rows.find((row) => row[1] === 'form_analytics' && row[4] === '/quote?a=1,b=2')!
    expect(form[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(form[2]).toMatch(/^#\d{11}$/)
    expect(form[3]).toBe("'-site")
    expect(JSON.parse(form[5]!)).toEqual({ note: '=HYPERLINK("x")' })
    expect(answer.text).toContain(`"/quote?a=1,b=2","{""note"":""=HYPERLINK(\\""x\\"")""}"`)
  })

  it('erases everything tracked under a consent id, and only that', async () => {
    const forgotten = batchOf([trackEvent({ type: 'consent_accepted' }), pageView(), trackEvent({ type: 'presence_heartbeat' })])
    const kept = batchOf([pageView()])
    await postBatch(forgotten, { from: FROM })
    await postBatch(kept, { from: FROM })
    const su = await superuser()
    const replayed = sessionId()
    await su.collection('session_recordings').create({ session_id: forgotten.session_id, consent_id: forgotten.consent_id })
    await su.collection('session_events').create({ session_id: forgotten.session_id, consent_id: forgotten.consent_id, event_type: 'click' })
    await su.collection('session_events').create({ session_id: replayed, event_type: 'scroll' })

    const before = await rowsOf(forgotten.consent_id)
    expect(before).toEqual({
      consent_records: 1,
      unique_visitors: 1,
      analytics_events: 2,
      session_recordings: 1,
      session_events: 1,
      session_dom_chunks: 0,
      presence: 1,
    })
    const keptBefore = await rowsOf(kept.consent_id)

    const answer = await send('/api/track/forget', JSON.stringify({ consent_id: forgotten.consent_id, session_ids: [forgotten.session_id, replayed] }), { from: FROM })
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({ removed: { ...before, session_events: 2 } })
    expect(await rowsOf(forgotten.consent_id)).toEqual({
      consent_records: 0,
      unique_visitors: 0,
      analytics_events: 0,
      session_recordings: 0,
      session_events: 0,
      session_dom_chunks: 0,
      presence: 0,
    })
    expect((await su.collection('session_events').getList(1, 1, { filter: `session_id = "${replayed}"` })).totalItems).toBe(0)
    expect(await rowsOf(kept.consent_id)).toEqual(keptBefore)
  })

  it('refuses a forget request without a valid consent id', async () => {
    const answer = await send('/api/track/forget', JSON.stringify({ consent_id: '%' }), { from: FROM })
    expect(answer.status).toBe(400)
    expect(answer.json().message).toMatch(/^consent_id: must be/)
  })

  it('broadcasts heartbeats and leaves to admins only, and keeps one presence row per visitor', async () => {
    const watching = await listenToPresence(adminToken)
    const nonAdmin = await listenToPresence(userToken)
    const guest = await listenToPresence('')
    try {
      const visitor = batchOf([trackEvent({ type: 'presence_heartbeat', page_url: '/gallery', page_title: 'Gallery' })])
      await postBatch(visitor, { from: FROM })
      const beat = await watching.waitFor((message) => message.consent_id === visitor.consent_id)
      expect(beat).toMatchObject({ action: 'heartbeat', session_id: visitor.session_id, page_url: '/gallery', page_title: 'Gallery' })

      const su = await superuser()
      const rowOf = () => su.collection('presence').getFirstListItem<RecordOf<'presence'>>(`consent_id = "${visitor.consent_id}"`)
      const first = await rowOf()
      expect(first).toMatchObject({ page_url: '/gallery', page_title: 'Gallery', session_id: visitor.session_id })
      const again = trackEvent({ type: 'presence_heartbeat', page_url: '/gallery', page_title: 'Gallery' })
      await postBatch({ ...visitor, events: [again] }, { from: FROM })
      expect((await rowOf()).updated).toBe(first.updated)
      await postBatch({ ...visitor, events: [trackEvent({ type: 'presence_heartbeat', page_url: '/fleet' })] }, { from: FROM })
      expect((await rowOf()).page_url).toBe('/fleet')
      expect(await rowsOf(visitor.consent_id)).toMatchObject({ presence: 1, analytics_events: 0 })

      await postBatch({ ...visitor, events: [trackEvent({ type: 'presence_leave', page_url: '/fleet' })] }, { from: FROM })
      await watching.waitFor((message) => message.consent_id === visitor.consent_id && message.action === 'leave')
      expect(await rowsOf(visitor.consent_id)).toMatchObject({ presence: 0 })

      const actions = watching.messages.filter((message) => message.consent_id === visitor.consent_id).map((message) => message.action)
      expect(actions).toEqual(['heartbeat', 'heartbeat', 'heartbeat', 'leave'])
      expect(nonAdmin.messages).toEqual([])
      expect(guest.messages).toEqual([])
    } finally {
      watching.close()
      nonAdmin.close()
      guest.close()
    }
  })
})
