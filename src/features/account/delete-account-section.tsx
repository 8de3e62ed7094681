import { Stack, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { ConfirmButton } from '../../components/confirm-button'
import { notifySuccess } from '../../lib/notify'
import type { TypedPocketBase, UserRecord } from '../../lib/record-types'

interface DeleteAccountSectionProps {
  pb: TypedPocketBase
  user: UserRecord
  isAdmin: boolean
  onDeleted: () => void
}

/** Deletes the account after a confirmation; the SDK then ends the session. Quotes stay with dispatch. */
export function DeleteAccountSection({ pb, user, isAdmin, onDeleted }: DeleteAccountSectionProps) {
  const deleteAccount = async () => {
    await pb.collection('users').delete(user.id)
    notifySuccess('Account Deleted', 'Your account has been deleted.')
    onDeleted()
  }

  if (isAdmin) {
    return <Text c="gray.7">Administrator accounts cannot delete themselves. Ask another administrator to remove this account.</Text>
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text c="gray.7">
        Deleting your account signs you out and removes your profile. Quote requests you sent stay with our dispatch team.
      </Text>
      <ConfirmButton
        title="Delete Account"
        message="Are you sure you want to delete your account? This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={deleteAccount}
        buttonProps={{ color: 'red.9', variant: 'outline', leftSection: <IconTrash size={18} aria-hidden="true" /> }}
      >
        Delete my account
      </ConfirmButton>
    </Stack>
  )
}
