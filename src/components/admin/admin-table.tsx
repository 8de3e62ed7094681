import '@mantine/core/styles/Table.layer.css'
import '@mantine/core/styles/Pagination.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
// Its own `mantine-datatable` layer, declared after Mantine's (loaded with the app), so it wins over it.
import 'mantine-datatable/styles.layer.css'
import { Stack, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { DataTable, type DataTableColumn } from 'mantine-datatable'
import { useEffect, useRef, type ReactNode } from 'react'
import type { LiveList } from '../../lib/realtime/use-live-list'
import { AdminTableCards } from './admin-table-cards'
import { LoadFailure, NoRowsState, type EmptyStateProps } from './admin-table-states'
import { AdminTableToolbar, type StatusFilter } from './admin-table-toolbar'
import classes from './admin-table.module.css'
import { ACTIONS_ACCESSOR, withOpenButton } from './open-button'
import { withSortButtons } from './sort-header'
import { paginationControlProps, paginationItemProps, paginationText } from './table-pagination'
import type { TableControls } from './use-table-controls'

export type { DataTableColumn as AdminTableColumn } from 'mantine-datatable'

/** What the table needs of a live list (`useLiveList` gives it all). */
export type AdminTableList<R extends { id: string }> = Pick<
  LiveList<R>,
  'status' | 'items' | 'totalItems' | 'totalPages' | 'perPage' | 'newIds' | 'reload'
> &
  Partial<Pick<LiveList<R>, 'connection'>>

export interface AdminTableProps<R extends { id: string }> {
  /** Names the table for screen readers, e.g. 'Customer Quotes'. */
  label: string
  list: AdminTableList<R>
  /** Page, sort, search and status chip, from `useTableControls`. */
  controls: TableControls<R>
  /**
   * mantine-datatable columns: `accessor`, `title`, `render`, `sortable`, `width`,
   * `visibleMediaQuery`… A last column with the accessor 'actions' stays pinned in view.
   */
  columns: DataTableColumn<R>[]
  /** Shows the search box under this label, e.g. 'Search customer, e-mail or route'. */
  searchLabel?: string
  /** Shows a chip per status, after an "All" chip. */
  statusFilter?: StatusFilter
  /** Said when there is nothing yet, e.g. `{ title: 'No quotes found', text: 'New quote requests will appear here instantly.' }`; a search or chip that leaves nothing says "No matches". */
  empty: EmptyStateProps
  /** Said (with Retry) when the rows cannot be read, e.g. 'Failed to fetch quotes.' */
  errorText: string
  /** One record as a phone card; by default each column's title and value. */
  renderCard?: (record: R) => ReactNode
  /** Opens a record: a row click, an Open button in the row's actions, or "View details" on its phone card. */
  onOpen?: (record: R) => void
  /** Names a row's Open button, e.g. `(quote) => \`Details of the quote from ${quote.customer_name}\``. */
  openLabel?: (record: R) => string
}

/**
 * The back office's table over a live list: search, status chips, sortable columns, paging
 * on the server, a skeleton, the empty and no-match states, cards on phones, rows that arrived
 * live marked, the row's actions pinned in view with an Open button for the keyboard.
 * Example: `<AdminTable label="Customer Quotes" list={quotes} controls={controls} columns={columns} empty={…} errorText="Failed to fetch quotes." />`
 */
export function AdminTable<R extends { id: string }>(props: AdminTableProps<R>) {
  const { label, list, controls, columns, searchLabel, statusFilter, empty, errorText, renderCard, onOpen, openLabel } = props
  const theme = useMantineTheme()
  const isPhone = useMediaQuery(`(max-width: ${parseFloat(theme.breakpoints.sm) - 0.01}em)`, false, { getInitialValueInEffect: false })
  const { status, items, totalItems, totalPages, perPage, newIds } = list
  const { page, setPage } = controls
  const searchRef = useRef<HTMLInputElement>(null)

  // Deleting the last rows of the last page leaves it empty: show the page before.
  useEffect(() => {
    if (status === 'ready' && items.length === 0 && totalPages > 0 && page > totalPages) setPage(totalPages)
  }, [status, items.length, totalPages, page, setPage])

  const paging = { page, totalRecords: totalItems, recordsPerPage: perPage, onPageChange: setPage }
  const clearFilters = () => {
    controls.clearFilters()
    searchRef.current?.focus()
  }
  const tableColumns = withSortButtons(
    withOpenButton(columns, onOpen && { onOpen, label: openLabel ?? (() => 'View details') }),
    controls.sortStatus,
    controls.setSortStatus,
  )
  return (
    <Stack gap="md">
      <AdminTableToolbar
        controls={controls as TableControls<unknown>}
        searchLabel={searchLabel}
        statusFilter={statusFilter}
        connection={list.connection}
        searchRef={searchRef}
      />
      {status === 'error' && <LoadFailure text={errorText} onRetry={list.reload} />}
      {items.length === 0 ? (
        <NoRowsState status={status} controls={controls} statusFilter={statusFilter} empty={empty} onClear={clearFilters} />
      ) : isPhone ? (
        <AdminTableCards
          label={label}
          records={items}
          columns={columns}
          newIds={newIds}
          renderCard={renderCard}
          onOpen={onOpen}
          openLabel={openLabel}
          {...paging}
        />
      ) : (
        <DataTable<R>
          aria-label={label}
          className={classes.table}
          records={items}
          columns={tableColumns}
          idAccessor="id"
          pinLastColumn={tableColumns.at(-1)?.accessor === ACTIONS_ACCESSOR}
          fetching={status === 'loading'}
          loadingText="Loading..."
          {...paging}
          paginationSize="xl"
          paginationText={paginationText}
          getPaginationControlProps={paginationControlProps}
          getPaginationItemProps={paginationItemProps}
          withTableBorder
          borderRadius="sm"
          verticalSpacing="sm"
          highlightOnHover={Boolean(onOpen)}
          onRowClick={onOpen && (({ record }) => onOpen(record))}
          rowClassName={(record) => (newIds.has(record.id) ? classes.newRow : undefined)}
          customRowAttributes={(record) => (newIds.has(record.id) ? { 'data-new': true } : {})}
        />
      )}
    </Stack>
  )
}
