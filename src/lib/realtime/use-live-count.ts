import { useCallback, useEffect, useRef, useState } from 'react'
import type { CollectionName } from '../collections'
import type { TypedPocketBase } from '../record-types'
import { useRealtimeFeed, type LiveConnection } from './use-realtime-feed'

export interface LiveCountOptions {
  pb: TypedPocketBase
  collection: CollectionName
  /** Built with `pb.filter`; omitted to count every record. */
  filter?: string
}

export interface LiveCount {
  /** `null` until first read, and while it cannot be read. */
  count: number | null
  connection: LiveConnection
}

// A burst of events (a quote and its mail bookkeeping) is answered by one count.
const RECOUNT_DELAY_MS = 300

/**
 * How many records match `filter`, counted again whenever the collection changes.
 * Example: `const { count } = useLiveCount({ pb, collection: 'quotes', filter: "status = 'new'" })`.
 */
export function useLiveCount({ pb, collection, filter = '' }: LiveCountOptions): LiveCount {
  const [count, setCount] = useState<number | null>(null)
  const latestCount = useRef(0)
  const recountTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const recount = useCallback(() => {
    clearTimeout(recountTimer.current)
    const countId = ++latestCount.current
    pb.collection(collection)
      .getList(1, 1, { filter, fields: 'id', requestKey: null })
      .then(
        ({ totalItems }) => {
          if (countId === latestCount.current) setCount(totalItems)
        },
        (error: unknown) => {
          console.warn(`Could not count ${collection}.`, error)
          if (countId === latestCount.current) setCount(null)
        },
      )
  }, [pb, collection, filter])

  useEffect(() => {
    recount()
    return () => clearTimeout(recountTimer.current)
  }, [recount])

  const connection = useRealtimeFeed({
    pb,
    collection,
    // Every event: an update that takes a record out of the filter changes the count too.
    onEvent: () => {
      clearTimeout(recountTimer.current)
      recountTimer.current = setTimeout(recount, RECOUNT_DELAY_MS)
    },
    onResync: recount,
  })

  return { count, connection }
}
