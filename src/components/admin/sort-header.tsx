import { UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react'
import { humanize, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable'
import type { ReactNode } from 'react'
import classes from './admin-table.module.css'

type Direction = DataTableSortStatus<unknown>['direction']

const ARIA_SORT: Record<Direction, string> = { asc: 'ascending', desc: 'descending' }
const SORT_ICONS = { asc: IconArrowUp, desc: IconArrowDown, none: IconArrowsSort } as const

interface SortButtonProps {
  /** How the column is sorted; undefined when another column is. */
  direction: Direction | undefined
  onClick: () => void
  children: ReactNode
}

function SortButton({ direction, onClick, children }: SortButtonProps) {
  // aria-sort belongs on the header cell, which mantine-datatable renders without a way to pass it.
  const markHeaderCell = (button: HTMLButtonElement | null) => {
    const cell = button?.closest('th')
    if (!cell || !direction) return
    cell.setAttribute('aria-sort', ARIA_SORT[direction])
    return () => cell.removeAttribute('aria-sort')
  }
  const Icon = SORT_ICONS[direction ?? 'none']
  return (
    <UnstyledButton ref={markHeaderCell} className={classes.sortButton} data-sorted={direction !== undefined || undefined} onClick={onClick}>
      {children}
      <Icon size={14} aria-hidden="true" />
    </UnstyledButton>
  )
}

/**
 * The columns with each sortable title turned into a button, and the sorted header carrying
 * `aria-sort`. mantine-datatable makes a sortable header a `th` with role button, where
 * `aria-sort` has no meaning; so the table gets these columns and no `sortStatus` of its own.
 * Example: `<DataTable columns={withSortButtons(columns, controls.sortStatus, controls.setSortStatus)} />`.
 */
export function withSortButtons<R>(
  columns: DataTableColumn<R>[],
  sortStatus: DataTableSortStatus<R>,
  onSortStatusChange: (sortStatus: DataTableSortStatus<R>) => void,
): DataTableColumn<R>[] {
  return columns.map((column) => {
    if (!column.sortable) return column
    const { accessor, sortKey } = column
    const direction = sortStatus.columnAccessor === accessor ? sortStatus.direction : undefined
    // The sorted column flips; another starts A→Z, smallest first, as people expect of a name.
    const next = direction === 'asc' ? 'desc' : 'asc'
    return {
      ...column,
      sortable: false,
      title: (
        <SortButton direction={direction} onClick={() => onSortStatusChange({ columnAccessor: accessor, sortKey, direction: next })}>
          {column.title ?? humanize(String(accessor))}
        </SortButton>
      ),
    }
  })
}
