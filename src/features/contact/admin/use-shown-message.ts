import { useCallback, useEffect, useState } from 'react'
import type { TypedPocketBase } from '../../../lib/record-types'
import { getMessage, type MessageRow } from './message-calls'

type Fetched = { id: string; record: MessageRow | null }

/**
 * The message whose id is open: the live row when it is on screen, else read once (a row
 * the filter no longer shows, or a link). Undefined when none is open, 'loading' while read,
 * null when it does not exist. `remember` keeps a record an action returned.
 */
export function useShownMessage(pb: TypedPocketBase, id: string | undefined, rows: readonly MessageRow[]) {
  const listed = id === undefined ? undefined : rows.find((row) => row.id === id)
  const [fetched, setFetched] = useState<Fetched>()
  const needsRead = id !== undefined && listed === undefined

  useEffect(() => {
    if (!needsRead) return
    let isCurrent = true
    getMessage(pb, id).then(
      (record) => isCurrent && setFetched({ id, record }),
      (error: unknown) => {
        console.warn('Could not read the message.', error)
        if (isCurrent) setFetched({ id, record: null })
      },
    )
    return () => {
      isCurrent = false
    }
  }, [pb, id, needsRead])

  const remember = useCallback((record: MessageRow) => setFetched({ id: record.id, record }), [])
  if (id === undefined) return { message: undefined, remember }
  if (listed) return { message: listed, remember }
  return { message: fetched?.id === id ? fetched.record : ('loading' as const), remember }
}
