import { describe, expect, it } from 'vitest'
import { findDeadClicks, findRageClicks, isDeadClick } from './click-signals'

describe('rage clicks', () => {
  it('flags three quick clicks on one spot', () => {
    const clicks = [
      { at: 0, x: 10, y: 10 },
      { at: 400, x: 12, y: 14 },
      { at: 800, x: 15, y: 10 },
    ]
    expect([...findRageClicks(clicks)]).toEqual([0, 1, 2])
  })

  it('does not flag two clicks, slow clicks or clicks far apart', () => {
    expect(findRageClicks([{ at: 0, x: 0, y: 0 }, { at: 100, x: 0, y: 0 }]).size).toBe(0)
    expect(findRageClicks([{ at: 0, x: 0, y: 0 }, { at: 1000, x: 0, y: 0 }, { at: 2000, x: 0, y: 0 }]).size).toBe(0)
    expect(findRageClicks([{ at: 0, x: 0, y: 0 }, { at: 100, x: 40, y: 0 }, { at: 200, x: 80, y: 0 }]).size).toBe(0)
  })

  it('flags only the burst within a longer run', () => {
    const clicks = [
      { at: 0, x: 500, y: 500 },
      { at: 5000, x: 0, y: 0 },
      { at: 5300, x: 5, y: 5 },
      { at: 5600, x: 0, y: 3 },
      { at: 5900, x: 2, y: 2 },
      { at: 9000, x: 2, y: 2 },
    ]
    expect([...findRageClicks(clicks)]).toEqual([1, 2, 3, 4])
  })
})

describe('dead clicks', () => {
  it('is dead when nothing changes within 2.5 s', () => {
    expect(isDeadClick({ at: 1000, x: 0, y: 0 }, [500, 3600])).toBe(true)
    expect(isDeadClick({ at: 1000, x: 0, y: 0 }, [3500])).toBe(false)
  })

  it('never flags links and modifier clicks', () => {
    expect(isDeadClick({ at: 1000, x: 0, y: 0, exempt: true }, [])).toBe(false)
  })

  it('waits the whole window before judging', () => {
    const clicks = [
      { at: 0, x: 0, y: 0 },
      { at: 9000, x: 0, y: 0 },
    ]
    expect([...findDeadClicks(clicks, [], 10_000)]).toEqual([0])
  })
})
