import { type RefObject, useEffect, useRef } from 'react'
import { focusMainContent } from '../lib/main-content'

/**
 * Where the focus goes once a navigation menu (a drawer) has closed. Closed by one of its
 * links, the menu leaves a new page: the reader starts at its content, as after a page load.
 * Closed without going anywhere (Escape, its close button), the focus goes back to the button
 * that opened it. Give the drawer `returnFocus={false}` and `onExitTransitionEnd` the function returned.
 */
export function useFocusAfterMenu(opened: boolean, menuButton: RefObject<HTMLElement | null>): () => void {
  const openedOn = useRef<string | null>(null)
  useEffect(() => {
    if (opened) openedOn.current = window.location.pathname
  }, [opened])
  return () => {
    if (openedOn.current === window.location.pathname) menuButton.current?.focus()
    else focusMainContent()
  }
}
