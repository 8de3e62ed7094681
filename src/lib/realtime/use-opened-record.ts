import { ClientResponseError } from 'pocketbase'
import { useCallback, useEffect, useState } from 'react'
import type { TypedPocketBase } from '../record-types'

export type OpenedRecord<Row> =
  | { state: 'closed' }
  | { state: 'loading' }
  | { state: 'ready'; record: Row }
  | { state: 'missing' }
  | { state: 'error' }

type ReadOutcome<Row> = Extract<OpenedRecord<Row>, { state: 'ready' | 'missing' | 'error' }>

/**
 * The record whose details are open (`id` from the address). One on screen is taken from the
 * live rows, so it follows their changes; another (a later page, a mail's link, filtered out)
 * is read on its own with `read`, which must keep its identity (a module's function).
 * Example: `const opened = useOpenedRecord(pb, search.quote, quotes.items, getQuote)`.
 */
export function useOpenedRecord<Row extends { id: string }>(
  pb: TypedPocketBase,
  id: string | undefined,
  rows: readonly Row[],
  read: (pb: TypedPocketBase, id: string) => Promise<Row>,
) {
  const listed = id === undefined ? undefined : rows.find((row) => row.id === id)
  const [attempt, setAttempt] = useState(0)
  const [lastRead, setLastRead] = useState<{ key: string; outcome: ReadOutcome<Row> }>()
  const key = id !== undefined && !listed ? `${id}#${attempt}` : undefined

  useEffect(() => {
    if (key === undefined || id === undefined) return
    let isCurrent = true
    read(pb, id).then(
      (record) => isCurrent && setLastRead({ key, outcome: { state: 'ready', record } }),
      (error: unknown) => {
        if (!isCurrent || (error instanceof ClientResponseError && error.isAbort)) return
        const isMissing = error instanceof ClientResponseError && error.status === 404
        if (!isMissing) console.error('Could not read the record.', error)
        setLastRead({ key, outcome: { state: isMissing ? 'missing' : 'error' } })
      },
    )
    return () => {
      isCurrent = false
    }
  }, [pb, id, key, read])

  /** Shows a record as the server returned it after a change (one not among the rows). */
  const replace = useCallback(
    (record: Row) => {
      if (key !== undefined && record.id === id) setLastRead({ key, outcome: { state: 'ready', record } })
    },
    [key, id],
  )
  const retry = useCallback(() => setAttempt((count) => count + 1), [])

  let opened: OpenedRecord<Row> = { state: 'closed' }
  if (listed) opened = { state: 'ready', record: listed }
  else if (key !== undefined) opened = lastRead?.key === key ? lastRead.outcome : { state: 'loading' }
  return { opened, replace, retry }
}
