import { useDebouncedValue } from '@mantine/hooks'
import type { DataTableSortStatus } from 'mantine-datatable'
import { useState } from 'react'

/** Every status: the value of the "All" chip. */
export const ALL_STATUSES = 'all'

export interface TableControls<R> {
  page: number
  setPage: (page: number) => void
  sortStatus: DataTableSortStatus<R>
  setSortStatus: (sortStatus: DataTableSortStatus<R>) => void
  /** The sort for PocketBase, e.g. `-created`. */
  sort: string
  /** What the search box shows. */
  search: string
  setSearch: (search: string) => void
  /** The search once typing paused: what to filter by. */
  searchText: string
  /** The chosen status chip: a status value, or `ALL_STATUSES`. */
  status: string
  setStatus: (status: string) => void
  /** A search or a status chip other than the first narrows the rows. */
  isFiltered: boolean
  /** Empties the search and goes back to the first status chip. */
  clearFilters: () => void
}

interface TableControlsOptions<R> {
  sort: DataTableSortStatus<R>
  status?: string
}

const SEARCH_PAUSE_MS = 300

/** `{ columnAccessor: 'created', direction: 'desc' }` → `-created` (a column's `sortKey` first). */
export function toPocketBaseSort<R>({ columnAccessor, sortKey, direction }: DataTableSortStatus<R>): string {
  return `${direction === 'desc' ? '-' : ''}${sortKey ?? String(columnAccessor)}`
}

/**
 * The state of an admin table's page, sort, search and status chips; any change of what is
 * shown goes back to page 1. Example:
 * `const controls = useTableControls<QuoteRecord>({ sort: { columnAccessor: 'created', direction: 'desc' } })`.
 */
export function useTableControls<R>({
  sort: initialSort,
  status: initialStatus = ALL_STATUSES,
}: TableControlsOptions<R>): TableControls<R> {
  const [page, setPage] = useState(1)
  const [sortStatus, setSortStatus] = useState(initialSort)
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState(initialStatus)
  const [searchText] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS)
  const [pageSearch, setPageSearch] = useState(searchText)

  // A new search shows its first page: the page number is reset when the settled text changes.
  if (pageSearch !== searchText) {
    setPageSearch(searchText)
    setPage(1)
  }

  const changeStatus = (next: string) => {
    setStatus(next)
    setPage(1)
  }

  return {
    page,
    setPage,
    sortStatus,
    setSortStatus: (next) => {
      setSortStatus(next)
      setPage(1)
    },
    sort: toPocketBaseSort(sortStatus),
    search,
    setSearch,
    searchText,
    status,
    setStatus: changeStatus,
    isFiltered: searchText !== '' || status !== initialStatus,
    clearFilters: () => {
      setSearch('')
      changeStatus(initialStatus)
    },
  }
}
