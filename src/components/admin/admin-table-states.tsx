import '@mantine/core/styles/Skeleton.layer.css'
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconFilterOff, IconInbox, IconRefresh, IconSearchOff } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import type { StatusFilter } from './admin-table-toolbar'
import { ALL_STATUSES, type TableControls } from './use-table-controls'

/** Rows of placeholders while the first page loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Paper withBorder p="md" role="status">
      <VisuallyHidden>Loading...</VisuallyHidden>
      <Stack gap="sm" aria-hidden="true">
        <Skeleton height={20} width="60%" />
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={44} />
        ))}
      </Stack>
    </Paper>
  )
}

export interface EmptyStateProps {
  title: string
  text: string
  /** e.g. a "Check for new quotes" button. */
  action?: ReactNode
}

const STATE_ICON = { size: 40, stroke: 1.5, 'aria-hidden': true, color: 'var(--mantine-color-gray-6)' } as const

function StateMessage({ icon, title, text, action }: EmptyStateProps & { icon: ReactNode }) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs" ta="center">
        {icon}
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="gray.7">{text}</Text>
        {action}
      </Stack>
    </Paper>
  )
}

/** What an admin list says when it holds nothing yet. */
export function EmptyState(props: EmptyStateProps) {
  return <StateMessage icon={<IconInbox {...STATE_ICON} />} {...props} />
}

export interface NoMatchesProps {
  /** The search the rows were filtered by; '' for none. */
  search: string
  /** The chosen chip, e.g. 'Status: Archived'; undefined for all. */
  filter?: string
  onClear: () => void
}

/** "Nothing matches “crane” with Status: Archived." */
export function noMatchesText({ search, filter }: Pick<NoMatchesProps, 'search' | 'filter'>): string {
  const what = [search && `“${search}”`, filter].filter(Boolean).join(' with ')
  return `Nothing matches ${what}.`
}

const CLEAR_LABELS = { both: 'Clear search and filter', search: 'Clear search', filter: 'Clear filter' } as const

/** What a list says when its search or chip leaves no rows, with a button that shows them all again. */
export function NoMatches({ search, filter, onClear }: NoMatchesProps) {
  const clearLabel = CLEAR_LABELS[search && filter ? 'both' : search ? 'search' : 'filter']
  return (
    <StateMessage
      icon={<IconSearchOff {...STATE_ICON} />}
      title="No matches"
      text={noMatchesText({ search, filter })}
      action={
        <Button variant="light" mih={44} leftSection={<IconFilterOff size={18} aria-hidden="true" />} onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  )
}

/** 'Status: Archived' for the chosen chip; undefined for "All". */
function chosenChip(status: string, filter: StatusFilter | undefined): string | undefined {
  if (status === ALL_STATUSES || !filter) return undefined
  const option = filter.options.find(({ value }) => value === status)
  return `${filter.label}: ${option?.label ?? status}`
}

interface NoRowsStateProps {
  status: 'loading' | 'error' | 'ready'
  controls: Pick<TableControls<unknown>, 'isFiltered' | 'searchText' | 'status'>
  statusFilter: StatusFilter | undefined
  empty: EmptyStateProps
  onClear: () => void
}

/** What a list without rows shows: the skeleton, "No matches" for a search or chip, or its empty state. */
export function NoRowsState({ status, controls, statusFilter, empty, onClear }: NoRowsStateProps) {
  if (status === 'loading') return <TableSkeleton />
  if (status !== 'ready') return null
  if (!controls.isFiltered) return <EmptyState {...empty} />
  return <NoMatches search={controls.searchText} filter={chosenChip(controls.status, statusFilter)} onClear={onClear} />
}

/** The rows could not be read: says so, with Retry. */
export function LoadFailure({ text, onRetry }: { text: string; onRetry: () => Promise<void> }) {
  const [isRetrying, setIsRetrying] = useState(false)
  const retry = () => {
    setIsRetrying(true)
    onRetry()
      .catch(() => undefined)
      .finally(() => setIsRetrying(false))
  }
  return (
    <Alert color="red" variant="light" title="Error">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{text}</Text>
        <Button variant="default" mih={44} leftSection={<IconRefresh size={18} aria-hidden="true" />} loading={isRetrying} onClick={retry}>
          Retry
        </Button>
      </Group>
    </Alert>
  )
}
