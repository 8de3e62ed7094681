import '@mantine/core/styles/Modal.layer.css'
import { Button, Group, Modal, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconTrash } from '@tabler/icons-react'
import { discardEntry } from '../../lib/outbox/entry-actions'
import type { OutboxEntry } from '../../lib/outbox/outbox-entry'

/** Discard, after a confirmation: the submission is deleted from this device without being sent. */
export function DiscardEntryButton({ entry }: { entry: OutboxEntry }) {
  const [isOpen, { open, close }] = useDisclosure(false)
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={open}>
        Discard
      </Button>
      <Modal opened={isOpen} onClose={close} title="Discard this submission?" centered>
        <Text size="sm">
          “{entry.title}” has not been sent. Discarding deletes it from this device for good.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Keep it
          </Button>
          <Button color="red" onClick={() => void discardEntry(entry.id).then(close)}>
            Discard
          </Button>
        </Group>
      </Modal>
    </>
  )
}
