import { Alert } from '@mantine/core'
import { IconCircleCheck, IconTool } from '@tabler/icons-react'

// Mantine's light alert titles are too pale on their background for WCAG AA.
const readableTitle = { title: { color: 'var(--mantine-color-gray-9)' } }

/** Whether visitors see the site or the maintenance page now (as saved). */
export function MaintenanceStatus({ isOn }: { isOn: boolean }) {
  return isOn ? (
    <Alert color="hazard" variant="light" styles={readableTitle} icon={<IconTool aria-hidden="true" />} title="Maintenance mode is on">
      Visitors see the maintenance page on every public page.
    </Alert>
  ) : (
    <Alert color="green" variant="light" styles={readableTitle} icon={<IconCircleCheck aria-hidden="true" />} title="The site is open">
      Visitors see the site as usual.
    </Alert>
  )
}
