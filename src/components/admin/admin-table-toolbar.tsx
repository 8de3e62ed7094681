import '@mantine/core/styles/Chip.layer.css'
import '@mantine/core/styles/Input.layer.css'
import { Chip, Group, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { Ref } from 'react'
import type { LiveConnection } from '../../lib/realtime/use-realtime-feed'
import classes from './admin-table.module.css'
import { LiveMark } from './live-mark'
import { ALL_STATUSES, type TableControls } from './use-table-controls'

export interface StatusFilter {
  /** Names the group of chips, e.g. 'Status'. */
  label: string
  options: readonly { value: string; label: string }[]
}

interface AdminTableToolbarProps {
  controls: TableControls<unknown>
  searchLabel?: string
  statusFilter?: StatusFilter
  connection?: LiveConnection
  /** The search box, e.g. to focus it once "Clear search" has gone. */
  searchRef?: Ref<HTMLInputElement>
}

/** The search box, the status chips and the live mark above an admin table. */
export function AdminTableToolbar({ controls, searchLabel, statusFilter, connection, searchRef }: AdminTableToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end" style={{ flex: '1 1 auto' }}>
        {searchLabel && (
          <TextInput
            ref={searchRef}
            type="search"
            label={searchLabel}
            value={controls.search}
            onChange={(event) => controls.setSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            size="md"
            classNames={{ input: classes.touchInput }}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
        )}
        {statusFilter && (
          <Chip.Group multiple={false} value={controls.status} onChange={controls.setStatus}>
            <Group gap={8} role="radiogroup" aria-label={statusFilter.label}>
              {[{ value: ALL_STATUSES, label: 'All' }, ...statusFilter.options].map(({ value, label }) => (
                <Chip key={value} value={value} type="radio" className={classes.chip} variant="outline">
                  {label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
      </Group>
      {connection && <LiveMark connection={connection} />}
    </Group>
  )
}
