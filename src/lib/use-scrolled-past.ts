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

function subscribeToScroll(onChange: () => void): () => void {
  if (readers.size === 0) {
    window.addEventListener('scroll', readScroll, { passive: true })
    window.addEventListener('resize', readScroll, { passive: true })
  }
  readers.add(onChange)
  // Subscribed after the page is drawn: the position may have changed since the last read.
  readScroll()
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
