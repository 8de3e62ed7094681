import { useEffect } from 'react'

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Calls `callback` once, at the visitor's first tap, key press or focus after the component
 * mounts: code only a visitor who acts needs (what a form sends with) is fetched while they
 * fill the form in, not with the page. `callback` should keep its identity across renders.
 * Example: `useOnFirstInteraction(submitCode)`, with `const submitCode = () => import('./submit')` at module level.
 */
export function useOnFirstInteraction(callback: () => unknown): void {
  useEffect(() => {
    const listening = new AbortController()
    const run = () => {
      listening.abort()
      void callback()
    }
    for (const type of INTERACTIONS) document.addEventListener(type, run, { capture: true, passive: true, signal: listening.signal })
    return () => listening.abort()
  }, [callback])
}
