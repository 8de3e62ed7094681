// rrweb's event numbers (@rrweb/types EventType and IncrementalSource), as stored in the chunks.
const FULL_SNAPSHOT = 2
const INCREMENTAL_SNAPSHOT = 3
const META = 4
const MUTATION = 0
const SCROLL = 3

/** Whether an rrweb event changed what the page shows: a new page, a DOM mutation or a scroll. */
export function isPageChange(event: { type: number; data: unknown }): boolean {
  if (event.type === FULL_SNAPSHOT || event.type === META) return true
  if (event.type !== INCREMENTAL_SNAPSHOT) return false
  const source = (event.data as { source?: unknown } | null)?.source
  return source === MUTATION || source === SCROLL
}
