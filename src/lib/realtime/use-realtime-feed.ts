import type { RecordSubscription, UnsubscribeFunc } from 'pocketbase'
import { useEffect, useEffectEvent, useState } from 'react'
import type { CollectionName } from '../collections'
import type { TypedPocketBase } from '../record-types'
import { useOnlineStatus } from '../use-online-status'
import { onRealtimeLost } from './realtime-disconnects'

/** What the small mark beside a live list says: events arrive, or are being waited for. */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting' | 'offline'

export interface RealtimeFeedOptions<R> {
  pb: TypedPocketBase
  /** One collection, or several whose events all go to `onEvent` (a road page's). */
  collection: CollectionName | readonly CollectionName[]
  /** Filters the events on the server (built with `pb.filter`); omit to receive them all. */
  filter?: string
  expand?: string
  onEvent: (event: RecordSubscription<R>) => void
  /** Events may have been missed: once subscribed, after a reconnect, on return to the tab, on `online`. */
  onResync: () => void
}

const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000]

/**
 * Subscribes to every create, update and delete of a collection, and says when to read it
 * again because events may have been missed. Used by `useLiveList`, `useLiveCount` and the
 * road pages' lists.
 */
export function useRealtimeFeed<R>({ pb, collection, filter, expand, onEvent, onResync }: RealtimeFeedOptions<R>): LiveConnection {
  const [link, setLink] = useState<Exclude<LiveConnection, 'offline'>>('connecting')
  const isOnline = useOnlineStatus()
  const deliver = useEffectEvent(onEvent)
  const resync = useEffectEvent(onResync)
  // A key, so that a list of collections written inline does not subscribe anew at each render.
  const collectionsKey = [collection].flat().join(',')

  useEffect(() => {
    const collections = collectionsKey.split(',') as CollectionName[]
    let isActive = true
    let isSubscribed = false
    let hasAskedForEvents = false
    let attempt = 0
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    const unsubscribers: UnsubscribeFunc[] = []

    const onRecordEvent = (event: RecordSubscription<R>) => {
      if (isActive) deliver(event)
    }
    // The first PB_CONNECT is the one this subscription waits for; later ones are reconnects.
    const onConnect = () => {
      if (!isActive || !isSubscribed) return
      setLink('live')
      resync()
    }

    const subscribe = () => {
      clearTimeout(retryTimer)
      const asking = [pb.realtime.subscribe('PB_CONNECT', onConnect)]
      // A subscription whose connection failed stays registered in the SDK, which sends it
      // with the next connection: asking again would deliver every event twice.
      if (!hasAskedForEvents) {
        hasAskedForEvents = true
        asking.push(...collections.map((name) => pb.collection(name).subscribe<R>('*', onRecordEvent, { filter, expand })))
      }
      void Promise.allSettled(asking).then(([connected, ...events]) => {
        for (const result of [connected, ...events]) if (result?.status === 'fulfilled') unsubscribers.push(result.value)
        if (!isActive) return unsubscribeAll(unsubscribers)
        if (connected?.status === 'fulfilled') {
          isSubscribed = true
          setLink('live')
          // Whatever happened between the first read and the subscription.
          resync()
          return
        }
        setLink('reconnecting')
        retryTimer = setTimeout(subscribe, RETRY_DELAYS_MS[Math.min(attempt++, RETRY_DELAYS_MS.length - 1)])
      })
    }

    const catchUp = () => {
      resync()
      if (!isSubscribed) {
        attempt = 0
        subscribe()
      }
    }
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') catchUp()
    }

    subscribe()
    const stopWatchingLoss = onRealtimeLost(pb.realtime, () => {
      if (isActive && isSubscribed) setLink('reconnecting')
    })
    window.addEventListener('online', catchUp)
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      isActive = false
      clearTimeout(retryTimer)
      stopWatchingLoss()
      window.removeEventListener('online', catchUp)
      document.removeEventListener('visibilitychange', onVisibilityChange)
      unsubscribeAll(unsubscribers)
    }
  }, [pb, collectionsKey, filter, expand])

  return isOnline ? link : 'offline'
}

function unsubscribeAll(unsubscribers: UnsubscribeFunc[]): void {
  for (const unsubscribe of unsubscribers.splice(0)) {
    unsubscribe().catch((error: unknown) => console.warn('Could not end a realtime subscription.', error))
  }
}
