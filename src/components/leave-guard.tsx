import { useBlocker } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { focusMainContent } from '../lib/main-content'
import { hasUnsavedChanges } from '../lib/unsaved-changes'
import { ConfirmDialog } from './confirm-dialog'

interface LeaveGuardProps {
  /** Whether the session still stands: once signed out, nothing typed could be saved, so nothing is asked. */
  isSignedIn: () => boolean
}

/**
 * On the signed-in pages, where forms change what is stored and keep no draft: leaving for
 * another page while a form holds unsaved input (`useAppForm` registers it) asks first, and a
 * reload or a closed tab gets the browser's own question. Changes of a page's search (a tab,
 * a filter) stay on the page and pass.
 */
export function LeaveGuard({ isSignedIn }: LeaveGuardProps) {
  const lastFocusedInContent = useLastFocusedInContent()
  const asker = useRef<Element | null>(null)
  const isLeaving = useRef(false)
  const hasInputToLose = () => isSignedIn() && hasUnsavedChanges()
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => {
      const isLosingInput = current.pathname !== next.pathname && hasInputToLose()
      if (isLosingInput) {
        asker.current = document.activeElement
        isLeaving.current = false
      }
      return isLosingInput
    },
    enableBeforeUnload: hasInputToLose,
    withResolver: true,
  })

  // Back to the link that asked; if it went meanwhile with the phone menu it was in, to the
  // field being edited. Given now, while the dialog is open: it gives the focus back only
  // to what had it when it opened, the link.
  const keepEditing = () => {
    // The dialog closes this way after Leave too.
    if (isLeaving.current) return
    blocker.reset?.()
    const stillShown = (element: Element | null): element is HTMLElement => element instanceof HTMLElement && element.isConnected && element.checkVisibility()
    const target = [asker.current, lastFocusedInContent.current].find(stillShown)
    target?.focus()
  }
  const leave = () => {
    isLeaving.current = true
    blocker.proceed?.()
    focusMainContent()
  }
  return (
    <ConfirmDialog
      opened={blocker.status === 'blocked'}
      onClose={keepEditing}
      title="Leave this page?"
      message="What you typed in a form here has not been saved."
      confirmLabel="Leave"
      cancelLabel="Keep editing"
      onConfirm={leave}
    />
  )
}

/** The control of the page's content that last had the focus. */
function useLastFocusedInContent() {
  const lastFocused = useRef<Element | null>(null)
  useEffect(() => {
    const note = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('main')) lastFocused.current = event.target
    }
    document.addEventListener('focusin', note)
    return () => document.removeEventListener('focusin', note)
  }, [])
  return lastFocused
}
