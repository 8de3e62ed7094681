import { useEffect } from 'react'

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Calls `callback` once, at the visitor's first tap, key press or focus after the component
 * mounts: code only a visitor who acts needs (what a form sends with) is fetched while they
 * fill the form in, not with the page. `callback` should keep its identity across renders.
 * Example: `useOnFirstInteraction(preloadSubmitCode)`.
 */
export function useOnFirstInteraction(callback: () => void): void {
  useEffect(() => {
    const listening = new AbortController()
    const run = () => {
      listening.abort()
      callback()
    }
    for (const type of INTERACTIONS) document.addEventListener(type, run, { capture: true, passive: true, signal: listening.signal })
    return () => listening.abort()
  }, [callback])
}
