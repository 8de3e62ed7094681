import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/List.layer.css'
import { Button, List, Modal, Text } from '@mantine/core'
import { IconShare2, IconSquarePlus } from '@tabler/icons-react'
import classes from './ios-install-help.module.css'

/** Safari on iPhone and iPad has no install dialog: the site is added from the Share menu. */
export function IosInstallHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Install the app on your iPhone or iPad" centered zIndex={300}>
      <Text mb="md">Add Ironbridge Heavy Haul to your Home Screen to open it like an app, even without signal.</Text>
      <List type="ordered" spacing="sm">
        <List.Item>
          Tap the <strong>Share</strong> button <IconShare2 size={20} className={classes.glyph} aria-hidden="true" /> in
          Safari&apos;s toolbar.
        </List.Item>
        <List.Item>
          Scroll down and choose <strong>Add to Home Screen</strong>{' '}
          <IconSquarePlus size={20} className={classes.glyph} aria-hidden="true" />.
        </List.Item>
        <List.Item>
          Tap <strong>Add</strong>. The app appears on your Home Screen.
        </List.Item>
      </List>
      <Button fullWidth mt="xl" onClick={onClose}>
        Got it
      </Button>
    </Modal>
  )
}
