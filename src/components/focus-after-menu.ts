import { type RefObject, useRef } from 'react'
import { MAIN_CONTENT_ID } from './main-content'

/**
 * Where the focus goes once a navigation menu (a drawer) has closed. Closed by one of its
 * links, the menu leaves a new page: the reader starts at its content, as after a page load.
 * Closed without going anywhere (Escape, its close button), the focus goes back to the button
 * that opened it. Give the drawer `returnFocus={false}` and `onExitTransitionEnd={focusAfterClose}`.
 */
export function useFocusAfterMenu(menuButton: RefObject<HTMLElement | null>) {
  const openedOn = useRef<string | null>(null)
  return {
    noteOpened: () => {
      openedOn.current = window.location.pathname
    },
    focusAfterClose: () => {
      if (openedOn.current === window.location.pathname) menuButton.current?.focus()
      else document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
    },
  }
}
