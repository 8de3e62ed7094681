import { Stack, Text } from '@mantine/core'
import { useOutbox } from '../../lib/outbox/use-outbox'
import { OutboxEntryCard } from './outbox-entry-card'

/** Every submission waiting on this device, oldest first. */
export function OutboxList() {
  const { entries, sendingId } = useOutbox()
  if (entries.length === 0) {
    return <Text>Nothing is waiting: everything submitted from this device has been sent.</Text>
  }
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Waiting to send">
      {entries.map((entry) => (
        <OutboxEntryCard key={entry.id} entry={entry} isSending={entry.id === sendingId} />
      ))}
    </Stack>
  )
}
