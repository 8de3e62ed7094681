import { Alert } from '@mantine/core'
import { IconCircleCheck, IconTool } from '@tabler/icons-react'

/** Whether visitors see the site or the maintenance page now (as saved). */
export function MaintenanceStatus({ isOn }: { isOn: boolean }) {
  return isOn ? (
    <Alert color="yellow" variant="light" icon={<IconTool aria-hidden="true" />} title="Maintenance mode is on">
      Visitors see the maintenance page on every public page.
    </Alert>
  ) : (
    <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} title="The site is open">
      Visitors see the site as usual.
    </Alert>
  )
}
