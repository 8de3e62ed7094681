import type { RecordOf } from '../../lib/record-types'

export type HeatmapRow = RecordOf<'heatmap_data'>
export type HeatMode = 'clicks' | 'hovers' | 'scroll'
export type ViewportClass = 'phone' | 'tablet' | 'desktop'
export type Period = 'today' | '7d' | '30d'

/** The width a class of screens is shown at (and its points drawn for). */
export const CLASS_WIDTHS: Record<ViewportClass, number> = { phone: 390, tablet: 820, desktop: 1280 }

/** Spec §9: today from midnight, or 7 or 30 days back, as the day the aggregates are kept by. */
export function periodStart(period: Period, now = new Date()): string {
  const start = new Date(now)
  start.setHours(0, 0, 0, 0)
  if (period === '7d') start.setDate(start.getDate() - 7)
  if (period === '30d') start.setDate(start.getDate() - 30)
  return start.toISOString().slice(0, 10)
}

const HOME_PAGE = '/'

function pathOf(row: HeatmapRow): string {
  return row.page_path || row.page_url
}

/** Clicks and hovers, plus one for the row itself (a day's scroll depth counts as data too). */
function activityOf(row: HeatmapRow): number {
  return row.click_count + row.hover_count + 1
}

function activityByPage(rows: readonly HeatmapRow[]): Map<string, number> {
  const activity = new Map<string, number>()
  for (const row of rows) activity.set(pathOf(row), (activity.get(pathOf(row)) ?? 0) + activityOf(row))
  return activity
}

/**
 * The page paths with data, in the selector's order (whose first is preselected): busiest on
 * `device` first, so the page opened has heat to show on the screens chosen. The home page
 * leads the pages that tie (as those with no data on `device` do), then the busiest overall.
 */
export function pagesOf(rows: readonly HeatmapRow[], device: ViewportClass): string[] {
  const overall = activityByPage(rows)
  const onDevice = activityByPage(rows.filter((row) => row.viewport_size === device))
  const deviceActivity = (page: string) => onDevice.get(page) ?? 0
  const isHome = (page: string) => Number(page === HOME_PAGE)
  return [...overall.keys()].sort(
    (a, b) => deviceActivity(b) - deviceActivity(a) || isHome(b) - isHome(a) || (overall.get(b) ?? 0) - (overall.get(a) ?? 0),
  )
}

/** The rows of one page on one class of screens. */
export function rowsOf(rows: readonly HeatmapRow[], page: string | null, device: ViewportClass): HeatmapRow[] {
  return rows.filter((row) => pathOf(row) === page && row.viewport_size === device)
}

export interface HeatStats {
  totalClicks: number
  totalHovers: number
  /** Average of the deepest scroll of each day, in percent; 0 without scroll data. */
  avgScrollDepth: number
}

export function hasData(stats: HeatStats): boolean {
  return stats.totalClicks > 0 || stats.totalHovers > 0 || stats.avgScrollDepth > 0
}

export function statsOf(rows: readonly HeatmapRow[]): HeatStats {
  const depths = rows.filter((row) => row.scroll_depth > 0).map((row) => row.scroll_depth)
  return {
    totalClicks: rows.reduce((sum, row) => sum + row.click_count, 0),
    totalHovers: rows.reduce((sum, row) => sum + row.hover_count, 0),
    avgScrollDepth: depths.length === 0 ? 0 : Math.round(depths.reduce((sum, depth) => sum + depth, 0) / depths.length),
  }
}

export interface HeatPoint {
  x: number
  y: number
  value: number
}

function position(row: HeatmapRow): { x: number; y: number } | null {
  const value = row.coordinates as { x?: unknown; y?: unknown } | null
  return value && typeof value.x === 'number' && typeof value.y === 'number' ? { x: value.x, y: value.y } : null
}

/**
 * The points to draw, in the frame's pixels at `width` (x is stored as a fraction of the
 * viewport width, y in page pixels). Scroll mode marks how far down each day's visitors got.
 */
export function pointsOf(rows: readonly HeatmapRow[], mode: HeatMode, width: number): HeatPoint[] {
  if (mode === 'scroll') {
    return rows.filter((row) => row.scroll_depth > 0).map((row) => ({ x: width / 2, y: row.scroll_depth, value: 1 }))
  }
  const merged = new Map<string, HeatPoint>()
  for (const row of rows) {
    const value = mode === 'clicks' ? row.click_count : row.hover_count
    const at = position(row)
    if (value === 0 || !at) continue
    const key = row.element_selector
    const known = merged.get(key)
    if (known) known.value += value
    else merged.set(key, { x: at.x * width, y: at.y, value })
  }
  return [...merged.values()]
}
