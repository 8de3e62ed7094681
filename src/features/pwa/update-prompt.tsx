import '@mantine/core/styles/Modal.layer.css'
import { Button, Group, Modal, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { hasUnsavedChanges } from '../../lib/unsaved-changes'
import type { AppUpdate } from './use-app-update'
import classes from './update-prompt.module.css'

/**
 * "A new version is available" with Reload and Later. Nothing reloads until the visitor
 * chooses Reload, and a form with unsaved input asks first.
 */
export function UpdatePrompt({ update }: { update: AppUpdate }) {
  const [isConfirming, setIsConfirming] = useState(false)
  if (!update.isUpdateReady) return null

  const chooseReload = () => {
    if (hasUnsavedChanges()) setIsConfirming(true)
    else update.reload()
  }

  return (
    <>
      <section className={classes.prompt} role="status" aria-labelledby="app-update-title">
        <Text id="app-update-title" className={classes.title}>
          A new version is available
        </Text>
        <Text size="sm" c="steel.1" mt={4}>
          Reload to start using it.
        </Text>
        <Group gap="sm" mt="md">
          <Button size="sm" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={chooseReload}>
            Reload
          </Button>
          <Button size="sm" variant="subtle" color="steel.1" onClick={update.dismiss}>
            Later
          </Button>
        </Group>
      </section>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Reload and lose what you typed?"
        centered
        zIndex={400}
      >
        <Text>A form on this page holds information you have not sent yet. Reloading now clears it.</Text>
        <Group justify="flex-end" gap="sm" mt="xl">
          <Button variant="default" onClick={() => setIsConfirming(false)}>
            Keep editing
          </Button>
          <Button color="red" onClick={update.reload}>
            Reload anyway
          </Button>
        </Group>
      </Modal>
    </>
  )
}
