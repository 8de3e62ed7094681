import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/List.layer.css'
import { Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core'
import { useNetwork } from '@mantine/hooks'
import { IconEdit, IconRefresh } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { retryNow } from '../../lib/outbox/entry-actions'
import type { OutboxEntry } from '../../lib/outbox/outbox-entry'
import { DiscardEntryButton } from './discard-entry-button'
import { describeContents, describeSaved, describeStatus } from './entry-status'

interface OutboxEntryCardProps {
  entry: OutboxEntry
  isSending: boolean
}

/** One waiting submission: what it is, how it is doing, and what the visitor can do about it. */
export function OutboxEntryCard({ entry, isSending }: OutboxEntryCardProps) {
  const { online } = useNetwork()
  const [isRetrying, setIsRetrying] = useState(false)
  const status = describeStatus(entry, { isSending, isOnline: online })
  const retry = () => {
    setIsRetrying(true)
    void retryNow(entry.id).finally(() => setIsRetrying(false))
  }

  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={entry.title} data-replay-private>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={700}>{entry.title}</Text>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        <Text size="sm">{describeContents(entry)}</Text>
        <Text size="sm" c="dimmed">
          {describeSaved(entry)}
        </Text>
        <Text size="sm">{status.detail}</Text>
        {entry.rejection && Object.keys(entry.rejection.fieldErrors).length > 0 && (
          <List size="sm" c="red.8">
            {Object.entries(entry.rejection.fieldErrors).map(([field, message]) => (
              <List.Item key={field}>
                {field.replaceAll('_', ' ')}: {message}
              </List.Item>
            ))}
          </List>
        )}
        <Group gap="xs" mt={4}>
          {entry.status === 'rejected' ? (
            <Button
              renderRoot={(props) => <Link {...props} to="/outbox/$entryId" params={{ entryId: entry.id }} />}
              leftSection={<IconEdit size={16} aria-hidden="true" />}
            >
              Open and fix
            </Button>
          ) : (
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={retry}
              loading={isRetrying || isSending}
              disabled={!online}
            >
              Retry now
            </Button>
          )}
          <DiscardEntryButton entry={entry} />
        </Group>
      </Stack>
    </Paper>
  )
}
