/** How often a visible page says it is still there (the server forgets a visitor after 45 s of silence). */
export const HEARTBEAT_INTERVAL_MS = 15_000

export interface Presence {
  /** Beats now and starts the interval again, e.g. when the visitor opens another page. */
  beatNow(): void
  /** Stops beating until resume() (the page is going away, or into the back-forward cache). */
  pause(): void
  resume(): void
  stop(): void
}

const isVisible = () => document.visibilityState === 'visible'

/** Calls `beat` every `intervalMs` while the page is visible, and at once when it becomes visible. */
export function keepPresence(beat: () => void, intervalMs = HEARTBEAT_INTERVAL_MS): Presence {
  let timer: ReturnType<typeof setInterval> | undefined
  const pause = () => {
    clearInterval(timer)
    timer = undefined
  }
  const beatNow = () => {
    pause()
    if (!isVisible()) return
    beat()
    timer = setInterval(beat, intervalMs)
  }
  const onVisibilityChange = () => (isVisible() ? beatNow() : pause())
  document.addEventListener('visibilitychange', onVisibilityChange)
  return {
    beatNow,
    pause,
    resume: beatNow,
    stop: () => {
      pause()
      document.removeEventListener('visibilitychange', onVisibilityChange)
    },
  }
}
