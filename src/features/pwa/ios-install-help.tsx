import { Button, List, Modal, Text, ThemeIcon } from '@mantine/core'
import { IconShare2, IconSquarePlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color="steel.9" size={32} radius="sm" aria-hidden="true">
          {icon}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  )
}

/** Safari on iPhone and iPad has no install dialog: the site is added from the Share menu. */
export function IosInstallHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Install the app on your iPhone or iPad" centered zIndex={300}>
      <Text mb="md">Add Ironbridge Heavy Haul to your Home Screen to open it like an app, even without signal.</Text>
      <List type="ordered" spacing="md" center>
        <Step icon={<IconShare2 size={18} />}>
          Tap the <strong>Share</strong> button in Safari&apos;s toolbar.
        </Step>
        <Step icon={<IconSquarePlus size={18} />}>
          Scroll down and choose <strong>Add to Home Screen</strong>.
        </Step>
        <Step icon={<Text fw={700}>Add</Text>}>
          Tap <strong>Add</strong>. The app appears on your Home Screen.
        </Step>
      </List>
      <Button fullWidth mt="xl" onClick={onClose}>
        Got it
      </Button>
    </Modal>
  )
}
