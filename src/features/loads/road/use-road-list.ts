import { useCallback, useEffect, useState } from 'react'
import type { CollectionName } from '../../../lib/collections'
import type { TypedPocketBase } from '../../../lib/record-types'
import { readList, saveList } from '../../../lib/road-copy'

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

/**
 * A list a driver or pilot works from on the road: read from the server and kept on the
 * device, read again when the server says something changed or the connection returns, and
 * shown from the device's copy when the server cannot be reached.
 */
export function useRoadList<T>({ pb, copyKey, read, watch, afterRead }: RoadListOptions<T>) {
  const [state, setState] = useState<RoadListState<T>>({ status: 'loading' })

  const reload = useCallback(async () => {
    try {
      const records = await read()
      setState({ status: 'ready', records, savedAt: null })
      await saveList(copyKey, records).catch(() => undefined)
      afterRead?.(records)
    } catch (error) {
      const saved = await readList<T>(copyKey).catch(() => undefined)
      if (saved)
        setState({
          status: 'ready',
          records: saved.records,
          savedAt: saved.savedAt,
        })
      else
        setState({
          status: 'error',
          message: navigator.onLine
            ? 'Failed to fetch your loads.'
            : "You're offline, and your loads haven't been saved on this device yet.",
        })
      if (!(error instanceof Error)) throw error
    }
  }, [read, copyKey, afterRead])

  useEffect(() => {
    // Show the device's copy at once, then the server's answer.
    const showCopy = (saved: Awaited<ReturnType<typeof readList<T>>>) => {
      if (saved) setState((current) => (current.status === 'loading' ? { status: 'ready', records: saved.records, savedAt: saved.savedAt } : current))
    }
    void readList<T>(copyKey)
      .then(showCopy, () => undefined)
      .then(() => reload())
      .catch(() => undefined)
    const unsubscribes = watch.map((collection) =>
      pb
        .collection(collection)
        .subscribe('*', () => void reload().catch(() => undefined))
        .catch(() => () => Promise.resolve()),
    )
    const onOnline = () => void reload().catch(() => undefined)
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener('online', onOnline)
      for (const unsubscribe of unsubscribes) void unsubscribe.then((stop) => stop()).catch(() => undefined)
    }
  }, [pb, copyKey, reload, watch])

  return { state, reload }
}
