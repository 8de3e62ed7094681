import { Stack, Text } from '@mantine/core'
import { OutboxEntryCard } from './outbox-entry-card'
import { SentEntryCard } from './sent-entry-card'
import type { OutboxView } from './use-outbox-view'

/** Every submission waiting on this device, oldest first, then those just sent. */
export function OutboxList({ view }: { view: OutboxView }) {
  const { waiting, sent, sendingId } = view
  return (
    <Stack gap="md">
      {waiting.length === 0 && <Text>Nothing is waiting: everything submitted from this device has been sent.</Text>}
      {waiting.length + sent.length > 0 && (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your submissions">
          {waiting.map((entry) => (
            <OutboxEntryCard key={entry.id} entry={entry} isSending={entry.id === sendingId} />
          ))}
          {sent.map((entry) => (
            <SentEntryCard key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
