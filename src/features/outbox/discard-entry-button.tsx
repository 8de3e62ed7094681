import { IconTrash } from '@tabler/icons-react'
import { ConfirmButton } from '../../components/confirm-button'
import { discardEntry } from '../../lib/outbox/entry-actions'
import type { OutboxEntry } from '../../lib/outbox/outbox-entry'

/** Discard, after a confirmation: the submission is deleted from this device without being sent. */
export function DiscardEntryButton({ entry }: { entry: OutboxEntry }) {
  return (
    <ConfirmButton
      title="Discard this submission?"
      message={`“${entry.title}” has not been sent. Discarding deletes it from this device for good.`}
      confirmLabel="Discard"
      cancelLabel="Keep it"
      onConfirm={() => discardEntry(entry.id)}
      buttonProps={{ variant: 'subtle', color: 'red', c: 'red.9', leftSection: <IconTrash size={16} aria-hidden="true" /> }}
    >
      Discard
    </ConfirmButton>
  )
}
