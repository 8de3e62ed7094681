import '@mantine/core/styles/Modal.layer.css'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { errorMessage } from '../../lib/api-error'
import { notifyError, notifySuccess } from '../../lib/notify'
import type { TypedPocketBase, UserRecord } from '../../lib/record-types'

interface DeleteAccountSectionProps {
  pb: TypedPocketBase
  user: UserRecord
  isAdmin: boolean
  onDeleted: () => void
}

/** Deletes the account after a confirmation; the SDK then ends the session. Quotes stay with dispatch. */
export function DeleteAccountSection({ pb, user, isAdmin, onDeleted }: DeleteAccountSectionProps) {
  const [isConfirming, setIsConfirming] = useState(false)
  const [isDeleting, setIsDeleting] = useState(false)

  const deleteAccount = async () => {
    setIsDeleting(true)
    try {
      await pb.collection('users').delete(user.id)
      notifySuccess('Account Deleted', 'Your account has been deleted.')
      onDeleted()
    } catch (error) {
      const message = errorMessage(error, 'Failed to delete your account. Please try again.')
      if (message) notifyError('Delete Failed', message)
      setIsDeleting(false)
      setIsConfirming(false)
    }
  }

  if (isAdmin) {
    return <Text c="gray.7">Administrator accounts cannot delete themselves. Ask another administrator to remove this account.</Text>
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text c="gray.7">
        Deleting your account signs you out and removes your profile. Quote requests you sent stay with our dispatch team.
      </Text>
      <Button color="red.9" variant="outline" leftSection={<IconTrash size={18} aria-hidden="true" />} onClick={() => setIsConfirming(true)}>
        Delete my account
      </Button>
      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title="Delete Account" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Text>Are you sure you want to delete your account? This action cannot be undone.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setIsConfirming(false)} disabled={isDeleting}>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => void deleteAccount()} loading={isDeleting}>
            Delete
          </Button>
        </Group>
      </Modal>
    </Stack>
  )
}
