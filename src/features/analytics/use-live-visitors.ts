import { useCallback, useEffect, useRef, useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import { isPresent, momentMs } from './analytics-format'
import { readPresenceRows } from './analytics-calls'
import { applyPresenceMessage, fromRow, isPresenceMessage, mergeRows, type LiveVisitor, type PresenceMessage, type VisitorsById } from './live-visitors-state'

export const PRESENCE_TOPIC = 'presence'

export interface LiveVisitors {
  status: 'loading' | 'error' | 'ready'
  /** Visitors seen within the last 45 s, most recent first. */
  visitors: LiveVisitor[]
  reload: () => Promise<void>
}

/**
 * Who is on the site: the presence rows, then every heartbeat and leave from the realtime
 * topic; read again on each (re)connect, so nothing missed while disconnected is lost.
 */
export function useLiveVisitors(pb: TypedPocketBase, now: number): LiveVisitors {
  const [byId, setById] = useState<VisitorsById>(() => new Map())
  const [status, setStatus] = useState<LiveVisitors['status']>('loading')
  // For each read under way, the messages received since it began: its rows may predate them.
  const readsUnderWay = useRef(new Set<PresenceMessage[]>())

  const reload = useCallback(() => {
    const messagesDuringRead: PresenceMessage[] = []
    readsUnderWay.current.add(messagesDuringRead)
    return readPresenceRows(pb)
      .then(
        (rows) => {
          setById((current) => mergeRows(current, rows.map(fromRow), momentMs, messagesDuringRead))
          setStatus('ready')
        },
        (error: unknown) => {
          console.error('Could not read the live visitors.', error)
          setStatus((current) => (current === 'ready' ? current : 'error'))
        },
      )
      .finally(() => readsUnderWay.current.delete(messagesDuringRead))
  }, [pb])

  useEffect(() => {
    let isCurrent = true
    const topic = pb.realtime.subscribe(PRESENCE_TOPIC, (data: unknown) => {
      if (!isCurrent || !isPresenceMessage(data)) return
      readsUnderWay.current.forEach((messages) => messages.push(data))
      setById((current) => applyPresenceMessage(current, data))
    })
    // Read once subscribed (so no beat falls between the two), and again after each reconnect.
    void topic.then(
      () => {
        if (isCurrent) void reload()
      },
      () => {
        if (isCurrent) setStatus('error')
      },
    )
    const unsubscribers = [topic, pb.realtime.subscribe('PB_CONNECT', () => void (isCurrent && reload()))]
    return () => {
      isCurrent = false
      unsubscribers.forEach((unsubscribe) => void unsubscribe.then((stop) => stop()).catch(() => {}))
    }
  }, [pb, reload])

  const visitors = [...byId.values()].filter(({ last_seen_at }) => isPresent(last_seen_at, now)).sort((a, b) => momentMs(b.last_seen_at) - momentMs(a.last_seen_at))
  return { status, visitors, reload }
}
