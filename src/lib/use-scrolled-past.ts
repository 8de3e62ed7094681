import { useCallback, useSyncExternalStore } from 'react'

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true })
  window.addEventListener('resize', onChange, { passive: true })
  return () => {
    window.removeEventListener('scroll', onChange)
    window.removeEventListener('resize', onChange)
  }
}

/**
 * Whether the window is scrolled more than `threshold` pixels down. Re-renders only when
 * the answer changes, not on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const isPast = useCallback(() => window.scrollY > threshold, [threshold])
  return useSyncExternalStore(subscribeToScroll, isPast, () => false)
}
