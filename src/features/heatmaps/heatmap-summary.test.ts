import { describe, expect, it } from 'vitest'
import { hasData, pagesOf, periodStart, pointsOf, rowsOf, statsOf, type HeatmapRow } from './heatmap-summary'

const row = (fields: Partial<HeatmapRow>): HeatmapRow =>
  ({ id: Math.random().toString(36).slice(2), page_url: '/', page_path: '/', viewport_size: 'desktop', element_selector: 'h1', click_count: 0, hover_count: 0, scroll_depth: 0, coordinates: null, date_collected: '2025-01-15', ...fields }) as HeatmapRow

describe('heatmap summary', () => {
  it('starts periods at midnight, 7 or 30 days back', () => {
    const now = new Date(2025, 0, 31, 15, 0)
    expect(periodStart('today', now)).toBe(new Date(2025, 0, 31).toISOString().slice(0, 10))
    expect(periodStart('7d', now)).toBe(new Date(2025, 0, 24).toISOString().slice(0, 10))
  })

  it('adds up clicks and hovers and averages scroll depth', () => {
    const rows = [row({ click_count: 3, hover_count: 1 }), row({ click_count: 2 }), row({ element_selector: 'document', scroll_depth: 40 }), row({ element_selector: 'document', scroll_depth: 80 })]
    expect(statsOf(rows)).toEqual({ totalClicks: 5, totalHovers: 1, avgScrollDepth: 60 })
    expect(statsOf([])).toEqual({ totalClicks: 0, totalHovers: 0, avgScrollDepth: 0 })
  })

  it('places points at the fraction of the width, merging days of one element', () => {
    const rows = [
      row({ click_count: 2, coordinates: { x: 0.5, y: 300 } }),
      row({ click_count: 1, coordinates: { x: 0.5, y: 300 }, date_collected: '2025-01-16' }),
      row({ element_selector: 'a', hover_count: 4, coordinates: { x: 0.1, y: 20 } }),
    ]
    expect(pointsOf(rows, 'clicks', 1000)).toEqual([{ x: 500, y: 300, value: 3 }])
    expect(pointsOf(rows, 'hovers', 390)).toEqual([{ x: 39, y: 20, value: 4 }])
  })

  it('lists the busiest pages on the chosen screens first, so the busiest is preselected', () => {
    const rows = [
      row({ page_path: '/loads/assigned', viewport_size: 'phone', click_count: 40 }),
      row({ page_path: '/about', click_count: 5 }),
      row({ page_path: '/', click_count: 2 }),
    ]
    expect(pagesOf(rows, 'desktop')).toEqual(['/about', '/', '/loads/assigned'])
    expect(pagesOf(rows, 'phone')[0]).toBe('/loads/assigned')
  })

  it('puts the home page first where nothing has data on the chosen screens', () => {
    const rows = [row({ page_path: '/about', click_count: 9 }), row({ page_path: '/', click_count: 1 }), row({ page_path: '/fleet', click_count: 3 })]
    expect(pagesOf(rows, 'tablet')).toEqual(['/', '/about', '/fleet'])
    expect(pagesOf(rows.slice(2), 'tablet')).toEqual(['/fleet'])
    expect(pagesOf([], 'desktop')).toEqual([])
  })

  it('has nothing to draw for a page without data on the chosen screens', () => {
    const rows = [row({ page_path: '/about', viewport_size: 'phone', click_count: 3 })]
    expect(hasData(statsOf(rowsOf(rows, '/about', 'desktop')))).toBe(false)
    expect(hasData(statsOf(rowsOf(rows, '/about', 'phone')))).toBe(true)
    expect(hasData(statsOf([row({ element_selector: 'document', scroll_depth: 30 })]))).toBe(true)
  })
})
