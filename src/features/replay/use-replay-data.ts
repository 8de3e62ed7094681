import { useCallback, useEffect, useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import { loadReplay, type ReplayData } from './load-replay'

export type ReplayLoad = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: ReplayData }

type Settled = { status: 'error' } | { status: 'ready'; data: ReplayData }

/** The events and page of one recording, read when it is opened (and again on Retry). */
export function useReplayData(pb: TypedPocketBase, sessionId: string): ReplayLoad {
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<{ key: string; result: Settled } | null>(null)
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  const key = `${sessionId}:${attempt}`
  useEffect(() => {
    let isCurrent = true
    loadReplay(pb, sessionId).then(
      (data) => isCurrent && setSettled({ key, result: { status: 'ready', data } }),
      () => isCurrent && setSettled({ key, result: { status: 'error' } }),
    )
    return () => {
      isCurrent = false
    }
  }, [pb, sessionId, key])
  if (settled?.key !== key) return { status: 'loading' }
  return settled.result.status === 'error' ? { status: 'error', retry } : settled.result
}
