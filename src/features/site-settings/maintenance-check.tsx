import { VisuallyHidden } from '@mantine/core'

/** An empty page while the settings of a page the server closed are read. */
export function MaintenanceCheck() {
  return (
    <div role="status" style={{ minHeight: '100dvh' }}>
      <VisuallyHidden>Loading...</VisuallyHidden>
    </div>
  )
}
