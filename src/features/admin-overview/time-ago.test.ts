import { describe, expect, it } from 'vitest'
import { formatTimeAgo } from './time-ago'

const now = Date.UTC(2026, 0, 10, 12, 0, 0)
const at = (msAgo: number) => new Date(now - msAgo).toISOString().replace('T', ' ')

describe('formatTimeAgo', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(formatTimeAgo(at(10_000), now)).toBe('just now')
    expect(formatTimeAgo(at(60_000), now)).toBe('1 minute ago')
    expect(formatTimeAgo(at(5 * 60_000 + 59_000), now)).toBe('5 minutes ago')
    expect(formatTimeAgo(at(3 * 3_600_000), now)).toBe('3 hours ago')
    expect(formatTimeAgo(at(30 * 3_600_000), now)).toBe('yesterday')
    expect(formatTimeAgo(at(3 * 86_400_000), now)).toBe('3 days ago')
  })

  it('gives the date past a week, and nothing for no date', () => {
    expect(formatTimeAgo('2025-12-01 09:00:00.000Z', now, 'UTC')).toBe('Dec 1, 2025')
    expect(formatTimeAgo('', now)).toBe('')
  })

  it('reads a moment a clock ahead of ours put in the future as just now', () => {
    expect(formatTimeAgo(at(-5_000), now)).toBe('just now')
  })
})
