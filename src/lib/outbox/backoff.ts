const FIRST_DELAY_MS = 1_000
const MAX_DELAY_MS = 5 * 60_000

/**
 * How long to wait before attempt `failures + 1`: exponential growth (1 s, 2 s, 4 s ... capped
 * at 5 min) with full jitter, so tabs and devices that failed together do not retry together.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1))
  return Math.round(FIRST_DELAY_MS + random() * (ceiling - FIRST_DELAY_MS))
}
