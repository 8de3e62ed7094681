import '@mantine/core/styles/Card.layer.css'
import '@mantine/core/styles/Pagination.layer.css'
import { Button, Card, Group, Pagination, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import type { ReactNode } from 'react'
import classes from './admin-table.module.css'
import { paginationControlProps, paginationItemProps, paginationText } from './table-pagination'

interface AdminTableCardsProps<R extends { id: string }> {
  label: string
  records: R[]
  columns: DataTableColumn<R>[]
  newIds: ReadonlySet<string>
  renderCard?: (record: R) => ReactNode
  onOpen?: (record: R) => void
  /** Names a card's View details button after its record, e.g. `Details of the quote from Dana`. */
  openLabel?: (record: R) => string
  page: number
  totalRecords: number
  recordsPerPage: number
  onPageChange: (page: number) => void
}

/** An admin table on a phone: one card per record, then the pages. */
export function AdminTableCards<R extends { id: string }>(props: AdminTableCardsProps<R>) {
  const { label, records, columns, newIds, renderCard, onOpen, openLabel, page, totalRecords, recordsPerPage, onPageChange } = props
  const totalPages = Math.ceil(totalRecords / recordsPerPage)
  const from = (page - 1) * recordsPerPage + 1
  return (
    <>
      <ul className={classes.cards} aria-label={label}>
        {records.map((record, index) => (
          <li key={record.id} data-new={newIds.has(record.id) || undefined}>
            <Card withBorder padding="md" className={newIds.has(record.id) ? classes.newCard : undefined}>
              {renderCard ? renderCard(record) : <ColumnFields record={record} index={index} columns={columns} />}
              {onOpen && (
                <Button
                  variant="light"
                  mt="sm"
                  mih={44}
                  fullWidth
                  aria-label={openLabel && `View details: ${openLabel(record)}`}
                  onClick={() => onOpen(record)}
                >
                  View details
                </Button>
              )}
            </Card>
          </li>
        ))}
      </ul>
      {totalPages > 1 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{paginationText({ from, to: from + records.length - 1, totalRecords })}</Text>
          <Pagination
            total={totalPages}
            value={page}
            onChange={onPageChange}
            size="xl"
            siblings={0}
            getControlProps={paginationControlProps}
            getItemProps={paginationItemProps}
          />
        </Group>
      )}
    </>
  )
}

function ColumnFields<R>({ record, index, columns }: { record: R; index: number; columns: DataTableColumn<R>[] }) {
  return (
    <dl className={classes.cardFields}>
      {columns
        .filter((column) => !column.hidden)
        .map((column) => (
          <div key={String(column.accessor)} style={{ display: 'contents' }}>
            <dt>{column.title ?? String(column.accessor)}</dt>
            <dd>{column.render ? column.render(record, index) : plainValue(record, String(column.accessor))}</dd>
          </div>
        ))}
    </dl>
  )
}

/** The value at `accessor` ('origin', or dotted as 'expand.user.email') as text, as the table shows it. */
function plainValue(record: unknown, accessor: string): string {
  const value = accessor.split('.').reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], record)
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : ''
}
