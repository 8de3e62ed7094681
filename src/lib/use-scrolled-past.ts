import { useCallback, useSyncExternalStore } from 'react'

/**
 * The window's scroll position as last read, outside React's render: reading `scrollY` while
 * React renders makes the browser lay out the page there and then (on a prerendered page, the
 * whole page being replaced), a long task on a slow phone.
 */
let scrollY = 0
const readers = new Set<() => void>()

function readScroll(): void {
  scrollY = window.scrollY
  for (const reader of readers) reader()
}

let readScheduled = false

/**
 * Reads the position once the browser has drawn the next frame, when its layout is fresh: read
 * right away, as the app's first draw subscribes, it would lay the new page out in that task.
 */
function readScrollAfterNextFrame(): void {
  if (readScheduled) return
  readScheduled = true
  requestAnimationFrame(() =>
    setTimeout(() => {
      readScheduled = false
      readScroll()
    }),
  )
}

function subscribeToScroll(onChange: () => void): () => void {
  if (readers.size === 0) {
    window.addEventListener('scroll', readScroll, { passive: true })
    window.addEventListener('resize', readScroll, { passive: true })
  }
  readers.add(onChange)
  // The position may have changed since the last read.
  readScrollAfterNextFrame()
  return () => {
    readers.delete(onChange)
    if (readers.size > 0) return
    window.removeEventListener('scroll', readScroll)
    window.removeEventListener('resize', readScroll)
  }
}

/**
 * Whether the window is scrolled more than `threshold` pixels down. Re-renders only when
 * the answer changes, not on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const isPast = useCallback(() => scrollY > threshold, [threshold])
  return useSyncExternalStore(subscribeToScroll, isPast, () => false)
}
