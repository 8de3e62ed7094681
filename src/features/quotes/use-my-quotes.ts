import type { ListResult } from 'pocketbase'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { QuoteRecord, TypedPocketBase } from '../../lib/record-types'

export const QUOTES_PER_PAGE = 10

export type MyQuotesState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; page: ListResult<QuoteRecord> }

/**
 * One page of the user's quotes, newest first, kept current by a realtime subscription: a
 * status change updates the quote in place; a new or deleted quote reloads the page. Also
 * reloads after the realtime connection comes back, since events may have been missed.
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
        if (isLatest()) setState({ status: 'ready', page })
      },
      (error: unknown) => {
        console.error('Could not load your quotes.', error)
        if (isLatest()) setState({ status: 'error' })
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
    return () => {
      for (const subscription of subscriptions) void subscription.then((unsubscribe) => unsubscribe())
    }
  }, [pb, userId, load])

  return { state, reload: load }
}

function replaceQuote(page: ListResult<QuoteRecord>, updated: QuoteRecord): ListResult<QuoteRecord> {
  return { ...page, items: page.items.map((quote) => (quote.id === updated.id ? updated : quote)) }
}
