import type { RecordSubscription } from 'pocketbase'

export interface LiveRecord {
  id: string
}

/** The rows on screen and how many records the whole list holds. */
export interface LiveRows<R extends LiveRecord> {
  items: R[]
  totalItems: number
}

/** Where the rows on screen sit in the list, and what belongs in it. */
export interface LivePlacement<R extends LiveRecord> {
  page: number
  perPage: number
  /** Sorted by `-created`: a created record belongs at the very top. */
  isNewestFirst: boolean
  /** The list has a filter, so an update may bring a record into it. */
  isFiltered: boolean
  /** Whether a record belongs to the list; without it, every event delivered does. */
  matches?: (record: R) => boolean
}

export interface LiveEventOutcome<R extends LiveRecord> {
  rows: LiveRows<R>
  /** The id of a record that was put on screen by its creation. */
  insertedId?: string
  /** The id of a created record the rows do not show yet (a read may bring it here). */
  createdId?: string
  /** The event may have changed what this page holds in a way only the server can tell. */
  needsReload: boolean
}

/** `-created` (alone or first): the newest record on top. */
export function isNewestFirst(sort: string): boolean {
  return sort.split(',')[0]?.trim() === '-created'
}

function withItems<R extends LiveRecord>(rows: LiveRows<R>, items: R[], totalChange: number): LiveRows<R> {
  return { items, totalItems: Math.max(items.length, rows.totalItems + totalChange) }
}

/**
 * Applies one realtime event to the rows on screen, without asking the server. With
 * `isReplay` (events that arrived while a load was under way, applied to its answer), only
 * what is certain from the rows themselves is done: the answer may already count the event.
 * Example: `applyLiveEvent(rows, { action: 'create', record }, placement).rows`.
 */
export function applyLiveEvent<R extends LiveRecord>(
  rows: LiveRows<R>,
  { action, record }: RecordSubscription<R>,
  placement: LivePlacement<R>,
  isReplay = false,
): LiveEventOutcome<R> {
  const belongs = placement.matches ? placement.matches(record) : true
  const index = rows.items.findIndex((item) => item.id === record.id)
  const unchanged = { rows, needsReload: false }

  if (index >= 0) {
    if (action !== 'delete' && belongs) {
      return {
        rows: withItems(
          rows,
          rows.items.map((item) => (item.id === record.id ? record : item)),
          0,
        ),
        needsReload: false,
      }
    }
    const items = rows.items.filter((item) => item.id !== record.id)
    // A page emptied while others remain: only a load can bring their rows here.
    return { rows: withItems(rows, items, -1), needsReload: items.length === 0 && rows.totalItems > 1 }
  }
  if (!belongs) return unchanged

  switch (action) {
    case 'create':
      if (placement.isNewestFirst && placement.page === 1) {
        const items = [record, ...rows.items].slice(0, placement.perPage)
        return { rows: withItems(rows, items, 1), insertedId: record.id, needsReload: false }
      }
      if (isReplay) return unchanged
      // Newest first, it belongs on page 1; in any other order only the server knows its page.
      return { rows: withItems(rows, rows.items, 1), needsReload: !placement.isNewestFirst, createdId: record.id }
    case 'update':
      // Off screen: it may have just entered the filter, or have been in it all along.
      return { rows, needsReload: placement.isFiltered && !isReplay }
    case 'delete':
      return isReplay ? unchanged : { rows: withItems(rows, rows.items, -1), needsReload: false }
    default:
      return unchanged
  }
}
