import type { eventWithTime } from '@rrweb/types'
import { findDeadClicks, findRageClicks, type ClickPoint } from '../../lib/replay/click-signals'
import { isPageChange } from '../../lib/replay/page-changes'
import type { SessionEventRow } from './load-replay'

export interface TimelineEvent {
  row: SessionEventRow
  /** Where it happens in the player's time (ms from the first recorded frame). */
  offsetMs: number
  isRage: boolean
  isDead: boolean
}

function coordinates(row: SessionEventRow): { x: number; y: number } | null {
  const value = row.coordinates as { x?: unknown; y?: unknown } | null
  return value && typeof value.x === 'number' && typeof value.y === 'number' ? { x: value.x, y: value.y } : null
}

/**
 * The session's events placed on the player's clock, with rage and dead clicks flagged.
 * `startedAt` is the recording's start (ms since 1970): events are stored as offsets from it.
 */
export function buildTimeline(rows: readonly SessionEventRow[], pageEvents: readonly eventWithTime[], startedAt: number): TimelineEvent[] {
  const origin = pageEvents[0]?.timestamp ?? startedAt + (rows[0]?.timestamp_ms ?? 0)
  const clickRows = rows.filter((row) => row.event_type === 'click')
  const clicks: ClickPoint[] = clickRows.map((row) => {
    const point = coordinates(row) ?? { x: 0, y: 0 }
    const tag = (row.additional_data as { tag_name?: string } | null)?.tag_name
    return { at: startedAt + row.timestamp_ms, ...point, exempt: tag === 'a' }
  })
  const rage = findRageClicks(clicks)
  const changes = pageEvents.filter(isPageChange).map((event) => event.timestamp)
  const lastSeen = pageEvents[pageEvents.length - 1]?.timestamp ?? 0
  const dead = pageEvents.length > 0 ? findDeadClicks(clicks, changes, lastSeen) : new Set<number>()
  const clickIndex = new Map(clickRows.map((row, i) => [row.id, i]))
  return rows.map((row) => {
    const i = clickIndex.get(row.id)
    return {
      row,
      offsetMs: Math.max(0, startedAt + row.timestamp_ms - origin),
      isRage: i !== undefined && rage.has(i),
      isDead: i !== undefined && dead.has(i),
    }
  })
}

/**
 * The index of the last event at or before `timeMs` (0 before the first). At the player's end
 * (`totalMs`) every event has happened, even those stored after the last recorded frame, such as
 * the page leave sent by beacon.
 */
export function eventIndexAt(timeline: readonly TimelineEvent[], timeMs: number, totalMs = Infinity): number {
  if (timeMs >= totalMs) return Math.max(0, timeline.length - 1)
  let index = 0
  for (let i = 0; i < timeline.length; i++) if (timeline[i]!.offsetMs <= timeMs) index = i
  return index
}

export function describeCoordinates(row: SessionEventRow): string {
  const point = coordinates(row)
  return point ? `(${point.x}, ${point.y})` : ''
}
