import type { ListResult } from 'pocketbase'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { QuoteRecord, TypedPocketBase } from '../../lib/record-types'
import { lastQuotes, saveLastQuotes } from './last-quotes'

export const QUOTES_PER_PAGE = 10

export type MyQuotesState =
  | { status: 'loading' }
  | { status: 'error'; isOffline: boolean }
  /** `savedAt` is set when the list could not be read and this is the one last read, from then. */
  | { status: 'ready'; page: ListResult<QuoteRecord>; savedAt?: number }

/**
 * One page of the user's quotes, newest first, kept current by a realtime subscription: a
 * status change updates the quote in place; a new or deleted quote reloads the page. Also
 * reloads after the realtime connection comes back, since events may have been missed. When
 * the list cannot be read (offline), the one last read in this tab is shown, with its time.
 */
export function useMyQuotes(pb: TypedPocketBase, userId: string, pageNumber: number) {
  const [state, setState] = useState<MyQuotesState>({ status: 'loading' })
  const latestLoad = useRef(0)

  const load = useCallback(() => {
    const loadId = ++latestLoad.current
    const isLatest = () => loadId === latestLoad.current
    const loading = pb.collection('quotes').getList<QuoteRecord>(pageNumber, QUOTES_PER_PAGE, {
      filter: pb.filter('user = {:user}', { user: userId }),
      sort: '-created',
      requestKey: null,
    })
    loading.then(
      (page) => {
        saveLastQuotes(userId, pageNumber, page)
        if (isLatest()) setState({ status: 'ready', page })
      },
      (error: unknown) => {
        console.error('Could not load your quotes.', error)
        if (!isLatest()) return
        const saved = lastQuotes(userId, pageNumber)
        setState(saved ? { status: 'ready', page: saved.page, savedAt: saved.savedAt } : { status: 'error', isOffline: !navigator.onLine })
      },
    )
  }, [pb, userId, pageNumber])

  useEffect(() => {
    load()
    const subscriptions = [
      pb.collection('quotes').subscribe<QuoteRecord>(
        '*',
        ({ action, record }) => {
          if (action !== 'update') {
            load()
            return
          }
          setState((current) => (current.status === 'ready' ? { ...current, page: replaceQuote(current.page, record) } : current))
        },
        { filter: pb.filter('user = {:user}', { user: userId }) },
      ),
      pb.realtime.subscribe('PB_CONNECT', () => load()),
    ].map((subscribing) =>
      subscribing.catch((error: unknown) => {
        console.warn('Live updates of your quotes are unavailable.', error)
        return () => Promise.resolve()
      }),
    )
    // Back online, the list is read again rather than left as it was.
    window.addEventListener('online', load)
    return () => {
      window.removeEventListener('online', load)
      for (const subscription of subscriptions) void subscription.then((unsubscribe) => unsubscribe())
    }
  }, [pb, userId, load])

  return { state, reload: load }
}

function replaceQuote(page: ListResult<QuoteRecord>, updated: QuoteRecord): ListResult<QuoteRecord> {
  return { ...page, items: page.items.map((quote) => (quote.id === updated.id ? updated : quote)) }
}
