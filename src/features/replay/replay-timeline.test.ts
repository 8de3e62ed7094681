import { describe, expect, it } from 'vitest'
import type { SessionEventRow } from './load-replay'
import { eventIndexAt, type TimelineEvent } from './replay-timeline'

function at(offsetMs: number): TimelineEvent {
  return { row: { id: String(offsetMs) } as SessionEventRow, offsetMs, isRage: false, isDead: false }
}

describe('eventIndexAt', () => {
  const timeline = [at(0), at(1_000), at(2_500), at(4_000)]

  it('gives the last event at or before the player’s time', () => {
    expect(eventIndexAt(timeline, 0, 3_000)).toBe(0)
    expect(eventIndexAt(timeline, 1_000, 3_000)).toBe(1)
    expect(eventIndexAt(timeline, 2_499, 3_000)).toBe(1)
  })

  it('counts every event as happened at the player’s end, even one stored after the last frame', () => {
    expect(eventIndexAt(timeline, 3_000, 3_000)).toBe(3)
  })

  it('is 0 for an empty timeline', () => {
    expect(eventIndexAt([], 500, 400)).toBe(0)
  })
})
