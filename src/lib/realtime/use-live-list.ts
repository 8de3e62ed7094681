import type { RecordSubscription } from 'pocketbase'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { CollectionName } from '../collections'
import type { RecordOf, TypedPocketBase } from '../record-types'
import { applyLiveEvent, isNewestFirst, type LivePlacement, type LiveRecord, type LiveRows } from './live-list-events'
import { useNewMarks } from './use-new-marks'
import { useRealtimeFeed, type LiveConnection } from './use-realtime-feed'

export interface LiveListOptions<Name extends CollectionName, R extends LiveRecord = RecordOf<Name>> {
  pb: TypedPocketBase
  collection: Name
  /** Built with `pb.filter` (see `liveFilter`); empty or omitted for every record. */
  filter?: string
  /**
   * The same condition tested on one record. With it, an update that takes a record out of the
   * filter removes its row (the server's filtered events would not announce it).
   */
  matches?: (record: R) => boolean
  /** PocketBase sort, e.g. `-created`; newest first is what lets created records appear on page 1. */
  sort: string
  page: number
  perPage: number
  expand?: string
}

export interface LiveList<R extends LiveRecord> {
  /** `loading` until the rows for these options arrive; `error` if they could not be read. */
  status: 'loading' | 'error' | 'ready'
  /** The rows on screen (while loading, those of the previous options). */
  items: R[]
  totalItems: number
  totalPages: number
  page: number
  perPage: number
  /** Reads the page again; resolves once shown, rejects if it failed (the rows stay). */
  reload: () => Promise<void>
  connection: LiveConnection
  /** Rows created while on screen, for a few seconds after they were seen. */
  newIds: ReadonlySet<string>
}

type ListView<R extends LiveRecord> = LiveRows<R> & { status: LiveList<R>['status'] }

// A burst of events that each need the server's word is answered by one read.
const RELOAD_DELAY_MS = 250

/**
 * One page of a collection kept current through PocketBase realtime: created, updated and
 * deleted records change the rows on screen in place; the page is read again only after a
 * reconnect, on return to the tab, on `online`, or when an event leaves it uncertain.
 * Example: `const quotes = useLiveList({ pb, collection: 'quotes', sort: '-created', page, perPage: 20 })`.
 */
export function useLiveList<Name extends CollectionName, R extends LiveRecord = RecordOf<Name>>(
  options: LiveListOptions<Name, R>,
): LiveList<R> {
  const { pb, collection, filter = '', matches, sort, page, perPage, expand } = options
  const [view, setView] = useState<ListView<R>>({ status: 'loading', items: [], totalItems: 0 })
  // What event handlers read: state as last committed, even between two events of one tick.
  const shown = useRef(view)
  const placement = useRef<LivePlacement<R>>({ page, perPage, isNewestFirst: false, isFiltered: false })
  const latestLoad = useRef(0)
  const eventsDuringLoad = useRef<RecordSubscription<R>[] | null>(null)
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const isResyncWaiting = useRef(false)
  // Records created in an order only the server can place: marked new if the next read shows them.
  const createdAwaitingRead = useRef(new Set<string>())
  const { newIds, mark } = useNewMarks()

  useEffect(() => {
    placement.current = { page, perPage, isNewestFirst: isNewestFirst(sort), isFiltered: filter !== '', matches }
  })

  const commit = useCallback((next: ListView<R>) => {
    shown.current = next
    setView(next)
  }, [])

  const load = useCallback(
    (isShown: boolean): Promise<void> => {
      const loadId = ++latestLoad.current
      eventsDuringLoad.current = []
      if (isShown) commit({ ...shown.current, status: 'loading' })
      const settle = () => {
        eventsDuringLoad.current = null
        if (isResyncWaiting.current) reloadTimer.current = setTimeout(loadQuietly)
      }
      return pb
        .collection(collection)
        .getList<R>(page, perPage, { filter, sort, expand, requestKey: null })
        .then(
          ({ items, totalItems }) => {
            if (loadId !== latestLoad.current) return
            const events = eventsDuringLoad.current ?? []
            settle()
            const rows = events.reduce((rows, event) => applyLiveEvent(rows, event, placement.current, true).rows, { items, totalItems })
            commit({ status: 'ready', ...rows })
            rows.items.filter((item) => createdAwaitingRead.current.has(item.id)).forEach((item) => mark(item.id))
            createdAwaitingRead.current.clear()
          },
          (error: unknown) => {
            if (loadId !== latestLoad.current) return
            settle()
            if (isShown || shown.current.status !== 'ready') commit({ ...shown.current, status: 'error' })
            throw error
          },
        )
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loadQuietly is declared below and reads load through a ref
    [pb, collection, filter, sort, page, perPage, expand, commit, mark],
  )

  /**
   * Reads again without a loading state, even over an error (which stays up until rows come, so a
   * page that reports errors as they happen reports this one once); waits for a read under way so
   * the page shows it first.
   */
  function loadQuietly() {
    clearTimeout(reloadTimer.current)
    if (eventsDuringLoad.current !== null) {
      isResyncWaiting.current = true
      return
    }
    isResyncWaiting.current = false
    load(false).catch((error: unknown) => console.warn(`Could not refresh ${collection}.`, error))
  }

  useEffect(() => {
    load(true).catch((error: unknown) => console.error(`Could not load ${collection}.`, error))
    return () => clearTimeout(reloadTimer.current)
  }, [load, collection])

  const onEvent = (event: RecordSubscription<R>) => {
    eventsDuringLoad.current?.push(event)
    if (shown.current.status !== 'ready') return
    const outcome = applyLiveEvent(shown.current, event, placement.current)
    if (outcome.rows !== shown.current) commit({ status: 'ready', ...outcome.rows })
    if (outcome.insertedId) mark(outcome.insertedId)
    if (outcome.createdId) createdAwaitingRead.current.add(outcome.createdId)
    if (outcome.needsReload) {
      clearTimeout(reloadTimer.current)
      reloadTimer.current = setTimeout(loadQuietly, RELOAD_DELAY_MS)
    }
  }

  const connection = useRealtimeFeed<R>({
    pb,
    collection,
    // A filter tested here lets the server send every event, so rows leaving it are seen.
    filter: matches || !filter ? undefined : filter,
    expand,
    onEvent,
    onResync: loadQuietly,
  })

  const reload = useCallback(() => load(shown.current.status !== 'ready'), [load])

  return {
    status: view.status,
    items: view.items,
    totalItems: view.totalItems,
    totalPages: Math.ceil(view.totalItems / perPage),
    page,
    perPage,
    reload,
    connection,
    newIds,
  }
}
