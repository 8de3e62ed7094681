import { describe, expect, it } from 'vitest'
import { superuser } from './helpers'
import { consentId, send, sessionId } from './tracking-requests'

const FROM = '127.0.9.3'

function heatBatch(points: Record<string, unknown>[]) {
  return JSON.stringify({ consent_id: consentId(), session_id: sessionId(), heat: points })
}

async function rowsFor(page: string) {
  const su = await superuser()
  return su.collection('heatmap_data').getFullList({ filter: su.filter('page_url = {:page}', { page }), sort: 'element_selector,viewport_size' })
}

describe('heatmap aggregates', () => {
  it('adds up concurrent clicks and hovers and keeps the deepest scroll, without losing any', async () => {
    const page = `/heat-${Date.now()}`
    const click = { kind: 'click', page_path: page, viewport_class: 'desktop', selector: 'main > a#quote', element_type: 'a', x: 0.25, y: 640 }
    const hover = { ...click, kind: 'hover' }
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send('/api/track/replay', heatBatch([click, hover, { kind: 'scroll', page_path: page, viewport_class: 'desktop', selector: 'document', depth: 10 + i }]), { from: FROM }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200))
    const rows = await rowsFor(page)
    const link = rows.find((row) => row.element_selector === 'main > a#quote')!
    expect(link).toMatchObject({ click_count: 40, hover_count: 40, viewport_size: 'desktop', coordinates: { x: 0.25, y: 640 } })
    expect(rows.find((row) => row.element_selector === 'document')).toMatchObject({ scroll_depth: 49, click_count: 0 })
  })

  it('keeps phones, tablets and desktops apart', async () => {
    const page = `/heat-classes-${Date.now()}`
    const points = ['phone', 'tablet', 'desktop', 'phone'].map((viewport_class) => ({ kind: 'click', page_path: page, viewport_class, selector: 'h1', x: 0.5, y: 100 }))
    expect((await send('/api/track/replay', heatBatch(points), { from: FROM })).status).toBe(200)
    expect((await rowsFor(page)).map((row) => [row.viewport_size, row.click_count])).toEqual([
      ['desktop', 1],
      ['phone', 2],
      ['tablet', 1],
    ])
  })

  it.each([
    ['a scroll depth of 0', { kind: 'scroll', page_path: '/x', viewport_class: 'phone', selector: 'document', depth: 0 }, 'heat[0].depth'],
    ['a depth over 100', { kind: 'scroll', page_path: '/x', viewport_class: 'phone', selector: 'document', depth: 101 }, 'heat[0].depth'],
    ['x outside the viewport', { kind: 'click', page_path: '/x', viewport_class: 'phone', selector: 'h1', x: 1.5, y: 3 }, 'heat[0].x'],
    ['an unknown viewport class', { kind: 'click', page_path: '/x', viewport_class: 'watch', selector: 'h1' }, 'heat[0].viewport_class'],
  ])('refuses %s', async (_label, point, message) => {
    const answer = await send('/api/track/replay', heatBatch([point]), { from: FROM })
    expect(answer.status).toBe(400)
    expect(String(answer.json().message)).toContain(message)
  })
})
