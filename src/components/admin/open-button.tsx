import '@mantine/core/styles/Tooltip.layer.css'
import { ActionIcon, Group, Tooltip } from '@mantine/core'
import { IconListDetails } from '@tabler/icons-react'
import type { DataTableColumn } from 'mantine-datatable'

/** The accessor of a row's buttons: that column is pinned to the table's right edge and holds the Open button. */
export const ACTIONS_ACCESSOR = 'actions'

export interface RowOpener<R> {
  onOpen: (record: R) => void
  /** Names the button for one record, e.g. 'Details of the quote from Dana Reyes'. */
  label: (record: R) => string
}

function OpenButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <Tooltip label={label} openDelay={300} events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon
        size={44}
        variant="subtle"
        color="gray.8"
        aria-label={label}
        onClick={(event) => {
          // The row's own click opens it too: once is enough.
          event.stopPropagation()
          onOpen()
        }}
      >
        <IconListDetails size={20} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  )
}

/**
 * The columns with an Open button at the end of each row's actions (a column of its own when
 * there is none): a row click reaches no keyboard, the button does. Example:
 * `withOpenButton(columns, { onOpen: open, label: (quote) => \`Details of the quote from ${quote.customer_name}\` })`.
 */
export function withOpenButton<R>(columns: DataTableColumn<R>[], opener: RowOpener<R> | undefined): DataTableColumn<R>[] {
  if (!opener) return columns
  const openButton = (record: R) => <OpenButton label={opener.label(record)} onOpen={() => opener.onOpen(record)} />
  const actions = columns.find(({ accessor }) => accessor === ACTIONS_ACCESSOR)
  if (!actions) return [...columns, { accessor: ACTIONS_ACCESSOR, title: 'Actions', render: openButton }]
  return columns.map((column) =>
    column !== actions
      ? column
      : {
          ...column,
          render: (record, index) => (
            // Wrapping: where the table is tight (a tablet held sideways) Open goes under the
            // row's buttons, so the pinned column does not cover the one before it.
            <Group gap={6} justify={column.textAlign === 'right' ? 'flex-end' : undefined}>
              {column.render?.(record, index)}
              {openButton(record)}
            </Group>
          ),
        },
  )
}
