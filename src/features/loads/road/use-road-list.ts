import { useCallback, useEffect, useRef, useState } from 'react'
import type { CollectionName } from '../../../lib/collections'
import { useRealtimeFeed } from '../../../lib/realtime/use-realtime-feed'
import type { TypedPocketBase } from '../../../lib/record-types'
import { readList, saveList } from '../../../lib/road-copy'
import { useRoadEntriesSent } from './use-road-entries-sent'

export type RoadListState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `savedAt` is set when the records are this device's copy (no connection). */
  | { status: 'ready'; records: T[]; savedAt: number | null }

interface RoadListOptions<T> {
  pb: TypedPocketBase
  /** Names the copy kept on this device, per user: `${userId}:driver-loads`. */
  copyKey: string
  read: () => Promise<T[]>
  /** Collections whose changes (as the server lets this user see them) mean reading again. */
  watch: readonly CollectionName[]
  /** Runs after each successful read, e.g. to keep the permit files on the device. */
  afterRead?: (records: T[]) => void
}

// A burst of events (one road update changes the load and its stop) is answered by one read.
const READ_DELAY_MS = 250
// A read that failed while the connection seemed up (one bar, a captive portal) is tried again.
const RETRY_DELAYS_MS = [2000, 5000, 10_000, 30_000]

function fromCopyOrError<T>(saved: Awaited<ReturnType<typeof readList<T>>> | undefined): RoadListState<T> {
  if (saved) return { status: 'ready', records: saved.records, savedAt: saved.savedAt }
  return {
    status: 'error',
    message: navigator.onLine ? 'Failed to fetch your loads.' : "You're offline, and your loads haven't been saved on this device yet.",
  }
}

/**
 * A list a driver or pilot works from on the road: read from the server and kept on the
 * device, read again when the server says something changed, when the connection returns and
 * when this device's waiting updates have been sent, and shown from the device's copy when
 * the server cannot be reached. A failed read never puts an older copy over newer rows.
 */
export function useRoadList<T>({ pb, copyKey, read, watch, afterRead }: RoadListOptions<T>) {
  const [state, setState] = useState<RoadListState<T>>({ status: 'loading' })
  const latestRead = useRef(0)
  const failures = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The read a retry makes: the latest `reload`, which cannot name itself.
  const readAgain = useRef(() => {})

  const reload = useCallback(async () => {
    clearTimeout(timer.current)
    const readId = ++latestRead.current
    try {
      const records = await read()
      if (readId !== latestRead.current) return
      failures.current = 0
      setState({ status: 'ready', records, savedAt: null })
      await saveList(copyKey, records).catch(() => undefined)
      afterRead?.(records)
    } catch (error) {
      if (readId !== latestRead.current) return
      const saved = await readList<T>(copyKey).catch(() => undefined)
      setState((current) => (current.status === 'ready' ? current : fromCopyOrError(saved)))
      const delay = RETRY_DELAYS_MS[Math.min(failures.current++, RETRY_DELAYS_MS.length - 1)]
      if (navigator.onLine) timer.current = setTimeout(() => readAgain.current(), delay)
      if (!(error instanceof Error)) throw error
    }
  }, [read, copyKey, afterRead])

  useEffect(() => {
    readAgain.current = () => void reload().catch(() => undefined)
  }, [reload])

  const readSoon = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => readAgain.current(), READ_DELAY_MS)
  }

  useEffect(() => {
    // Show the device's copy at once, then the server's answer.
    const showCopy = (saved: Awaited<ReturnType<typeof readList<T>>>) => {
      if (saved) setState((current) => (current.status === 'loading' ? { status: 'ready', records: saved.records, savedAt: saved.savedAt } : current))
    }
    void readList<T>(copyKey)
      .then(showCopy, () => undefined)
      .then(() => reload())
      .catch(() => undefined)
    return () => clearTimeout(timer.current)
  }, [copyKey, reload])

  // Subscribed again after a failed attempt (opened offline) and read again after a reconnect.
  useRealtimeFeed({ pb, collection: watch, onEvent: readSoon, onResync: readSoon })
  useRoadEntriesSent(readSoon)

  return { state, reload }
}
