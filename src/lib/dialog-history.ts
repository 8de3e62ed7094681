import type { ParsedHistoryState } from '@tanstack/history'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

declare module '@tanstack/history' {
  interface HistoryState {
    /** The entry was added by opening a dialog of the page it leads back to (see `dialogEntry`). */
    dialogOpenedHere?: true
  }
}

const markedOpenedHere = (state: ParsedHistoryState) => ({ ...state, dialogOpenedHere: true as const })

/**
 * How to navigate to a dialog kept in the page's address (a search parameter): a history entry
 * of its own, so that Back closes it (on a phone, Back is how a full-screen dialog is left) and
 * Forward opens it again; in place of another open dialog, that dialog's entry. The page keeps
 * its scroll. E.g. `navigate({ search: { apply: 'cdl-truck-driver' }, ...dialogEntry(false) })`.
 */
export function dialogEntry(inPlaceOfAnother: boolean) {
  return inPlaceOfAnother
    ? { replace: true, resetScroll: false, state: true as const }
    : { resetScroll: false, state: markedOpenedHere }
}

/**
 * Closes a dialog kept in the address without leaving an entry behind: back to the entry it was
 * opened from, which the browser keeps across a reload; else (opened from a link, in a new tab)
 * `removeFromAddress`, a navigation that replaces the entry with one without the dialog.
 */
export function useCloseDialog(removeFromAddress: () => void): () => void {
  const router = useRouter()
  const location = useLocation()
  const entry = location.state.__TSR_key ?? location.href
  // Close button, then Escape before the browser has gone back: one step back, not two.
  const closedEntry = useRef<string | null>(null)
  useEffect(() => {
    closedEntry.current = null
  }, [entry])

  return () => {
    if (closedEntry.current === entry) return
    closedEntry.current = entry
    if (location.state.dialogOpenedHere) router.history.back()
    else removeFromAddress()
  }
}

/** How a navigation takes a dialog out of the address: in place of the entry that showed it. */
const removal = { replace: true, resetScroll: false } as const

export type DialogNavigation = ReturnType<typeof dialogEntry> | typeof removal

/**
 * A record's drawer (or dialog) kept in the page's address as one search parameter, e.g.
 * `?quote=<id>`: `open` adds an entry (in place of the open record's, if any), `close` leaves
 * none behind (see `useCloseDialog`). `go` navigates to the page showing `id`, or none.
 */
export function useRecordDialog(openId: string | undefined, go: (id: string | undefined, how: DialogNavigation) => void) {
  const close = useCloseDialog(() => go(undefined, removal))
  return {
    open: (id: string) => go(id, dialogEntry(openId !== undefined)),
    close,
  }
}
