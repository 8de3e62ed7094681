import { useCallback, useEffect, useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import { loadReplay, type ReplayData } from './load-replay'

export type ReplayLoad = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: ReplayData }

/** The events and page of one recording, read when it is opened. */
export function useReplayData(pb: TypedPocketBase, sessionId: string): ReplayLoad {
  const [attempt, setAttempt] = useState(0)
  const [load, setLoad] = useState<ReplayLoad>({ status: 'loading' })
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  useEffect(() => {
    let isCurrent = true
    setLoad({ status: 'loading' })
    loadReplay(pb, sessionId).then(
      (data) => isCurrent && setLoad({ status: 'ready', data }),
      () => isCurrent && setLoad({ status: 'error', retry }),
    )
    return () => {
      isCurrent = false
    }
  }, [pb, sessionId, attempt, retry])
  return load
}
