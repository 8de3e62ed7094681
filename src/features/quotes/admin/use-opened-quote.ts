import { ClientResponseError } from 'pocketbase'
import { useCallback, useEffect, useState } from 'react'
import type { QuoteRecord, TypedPocketBase } from '../../../lib/record-types'
import { getQuote } from './quote-calls'

export type OpenedQuote =
  | { state: 'closed' }
  | { state: 'loading' }
  | { state: 'ready'; quote: QuoteRecord }
  | { state: 'missing' }
  | { state: 'error' }

type ReadOutcome = Extract<OpenedQuote, { state: 'ready' | 'missing' | 'error' }>

/**
 * The quote whose details are open (`id` from the address). One on screen is taken from the
 * live rows, so it follows their changes; another (a later page, a mail's link, filtered
 * out) is read on its own. Example: `const opened = useOpenedQuote(pb, search.quote, quotes.items)`.
 */
export function useOpenedQuote(pb: TypedPocketBase, id: string | undefined, rows: readonly QuoteRecord[]) {
  const listed = id === undefined ? undefined : rows.find((quote) => quote.id === id)
  const [attempt, setAttempt] = useState(0)
  const [read, setRead] = useState<{ key: string; outcome: ReadOutcome }>()
  const key = id !== undefined && !listed ? `${id}#${attempt}` : undefined

  useEffect(() => {
    if (key === undefined || id === undefined) return
    let isCurrent = true
    getQuote(pb, id).then(
      (quote) => isCurrent && setRead({ key, outcome: { state: 'ready', quote } }),
      (error: unknown) => {
        if (!isCurrent || (error instanceof ClientResponseError && error.isAbort)) return
        const isMissing = error instanceof ClientResponseError && error.status === 404
        if (!isMissing) console.error('Could not read the quote.', error)
        setRead({ key, outcome: { state: isMissing ? 'missing' : 'error' } })
      },
    )
    return () => {
      isCurrent = false
    }
  }, [pb, id, key])

  /** Shows a quote as the server returned it after a change (one not among the rows). */
  const replace = useCallback(
    (quote: QuoteRecord) => {
      if (key !== undefined && quote.id === id) setRead({ key, outcome: { state: 'ready', quote } })
    },
    [key, id],
  )
  const retry = useCallback(() => setAttempt((count) => count + 1), [])

  let opened: OpenedQuote = { state: 'closed' }
  if (listed) opened = { state: 'ready', quote: listed }
  else if (key !== undefined) opened = read?.key === key ? read.outcome : { state: 'loading' }
  return { opened, replace, retry }
}
