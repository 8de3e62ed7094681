// Rage and dead clicks, as PostHog flags them: used while recording (the summary's counts)
// and by the replay's event list, so both agree.

export interface ClickPoint {
  /** Milliseconds (any common origin). */
  at: number
  x: number
  y: number
  /** A link or a click with a modifier key: the page may rightly not change. */
  exempt?: boolean
}

export const RAGE_CLICKS = 3
export const RAGE_WINDOW_MS = 1000
export const RAGE_DISTANCE_PX = 30
export const DEAD_CLICK_WINDOW_MS = 2500

/** Indexes of clicks in a burst of 3 or more, each under a second and 30 px from the one before. */
export function findRageClicks(clicks: readonly ClickPoint[]): Set<number> {
  const flagged = new Set<number>()
  let runStart = 0
  for (let i = 1; i <= clicks.length; i++) {
    const previous = clicks[i - 1]
    const current = clicks[i]
    const continues =
      current !== undefined &&
      previous !== undefined &&
      current.at - previous.at < RAGE_WINDOW_MS &&
      Math.hypot(current.x - previous.x, current.y - previous.y) <= RAGE_DISTANCE_PX
    if (continues) continue
    if (i - runStart >= RAGE_CLICKS) for (let j = runStart; j < i; j++) flagged.add(j)
    runStart = i
  }
  return flagged
}

/**
 * Whether a click changed nothing: no page change (DOM mutation, scroll, navigation) within
 * 2.5 s after it. `changes` are the times of page changes, ascending.
 */
export function isDeadClick(click: ClickPoint, changes: readonly number[]): boolean {
  if (click.exempt) return false
  return !changes.some((at) => at > click.at && at <= click.at + DEAD_CLICK_WINDOW_MS)
}

/** Indexes of dead clicks; only clicks at least 2.5 s before `observedUntil` can be judged. */
export function findDeadClicks(clicks: readonly ClickPoint[], changes: readonly number[], observedUntil: number): Set<number> {
  const flagged = new Set<number>()
  clicks.forEach((click, i) => {
    if (click.at + DEAD_CLICK_WINDOW_MS <= observedUntil && isDeadClick(click, changes)) flagged.add(i)
  })
  return flagged
}
