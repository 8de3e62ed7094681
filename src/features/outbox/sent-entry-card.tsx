import '@mantine/core/styles/Badge.layer.css'
import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import type { SentEntry } from './recently-sent'

const timeOf = (ms: number) => new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

/** A submission just delivered, on its way off the list. */
export function SentEntryCard({ entry }: { entry: SentEntry }) {
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={entry.title} data-replay-private>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={700}>{entry.title}</Text>
          <Badge color="green.9" variant="filled">
            Sent
          </Badge>
        </Group>
        <Text size="sm" fw={600} c="green.9">
          Sent ✓ at {timeOf(entry.sentAt)}
        </Text>
        <Text size="sm">Our server has it: there is nothing more to do on this device.</Text>
      </Stack>
    </Paper>
  )
}
