import type { ListResult } from 'pocketbase'
import type { QuoteRecord } from '../../lib/record-types'

/** A page of a user's quotes as last read, and when. */
export interface SavedQuotes {
  page: ListResult<QuoteRecord>
  savedAt: number
}

// Kept for this tab only (sessionStorage), never by the service worker: what a signed-in user
// reads stays off the device once the tab is closed.
const keyOf = (userId: string, pageNumber: number) => `ironbridge:my-quotes:${userId}:${pageNumber}`

/** Remembers the page just read, to show it, marked as such, when the next read fails. */
export function saveLastQuotes(userId: string, pageNumber: number, page: ListResult<QuoteRecord>, now = Date.now()): void {
  try {
    sessionStorage.setItem(keyOf(userId, pageNumber), JSON.stringify({ page, savedAt: now } satisfies SavedQuotes))
  } catch {
    // Storage full or disabled: the list simply cannot be shown offline.
  }
}

/** The page last read in this tab, or null. */
export function lastQuotes(userId: string, pageNumber: number): SavedQuotes | null {
  try {
    const saved = sessionStorage.getItem(keyOf(userId, pageNumber))
    return saved ? (JSON.parse(saved) as SavedQuotes) : null
  } catch {
    return null
  }
}
