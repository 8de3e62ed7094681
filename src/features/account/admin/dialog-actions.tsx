import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'

/** Cancel and the form's submit button, at the foot of a dialog. */
export function DialogActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" mih={44} onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </Group>
  )
}
