import { describe, expect, it } from 'vitest'
import { retryDelayMs } from './backoff'

describe('retryDelayMs', () => {
  it('grows exponentially from 1 s, with the jitter spread over the whole window', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(1_000)
    expect(retryDelayMs(3, () => 0)).toBe(1_000)
    expect(retryDelayMs(3, () => 1)).toBe(4_000)
    expect(retryDelayMs(5, () => 0.5)).toBe(8_500)
  })

  it('never waits more than 5 minutes', () => {
    expect(retryDelayMs(30, () => 1)).toBe(300_000)
    expect(retryDelayMs(1_000, () => 0.999)).toBeLessThanOrEqual(300_000)
  })
})
