import { useEffect, useState } from 'react'
import type { TypedPocketBase } from '../../../lib/record-types'
import { getApplication, type ApplicationRow } from './application-calls'

type Fetched = { id: string; record: ApplicationRow | null }

/**
 * The application whose id is open: the live row when it is on screen, else read once (a
 * link from the careers mail, or a row the filter no longer shows). Undefined when none is
 * open, 'loading' while read, null when it does not exist. `remember` keeps a record an
 * action returned, so the drawer shows it at once.
 */
export function useShownApplication(pb: TypedPocketBase, id: string | undefined, rows: readonly ApplicationRow[]) {
  const listed = id === undefined ? undefined : rows.find((row) => row.id === id)
  const [fetched, setFetched] = useState<Fetched>()
  const needsRead = id !== undefined && listed === undefined

  useEffect(() => {
    if (!needsRead) return
    let isCurrent = true
    getApplication(pb, id).then(
      (record) => isCurrent && setFetched({ id, record }),
      (error: unknown) => {
        console.warn('Could not read the application.', error)
        if (isCurrent) setFetched({ id, record: null })
      },
    )
    return () => {
      isCurrent = false
    }
  }, [pb, id, needsRead])

  const remember = (record: ApplicationRow) => setFetched({ id: record.id, record })
  if (id === undefined) return { application: undefined, remember }
  if (listed) return { application: listed, remember }
  return { application: fetched?.id === id ? fetched.record : ('loading' as const), remember }
}
