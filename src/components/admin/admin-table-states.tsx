import '@mantine/core/styles/Skeleton.layer.css'
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconInbox, IconRefresh } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'

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

/** What an admin list says when it holds nothing (for this search and filter). */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconInbox size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-6)" />
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="gray.7">{text}</Text>
        {action}
      </Stack>
    </Paper>
  )
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
