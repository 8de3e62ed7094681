import '@mantine/core/styles/Badge.layer.css'
import { Badge, type BadgeProps } from '@mantine/core'

/** Beside what the device shows as done that its outbox has not sent yet: dispatch does not know it. */
export function WaitingToSendBadge({ size }: Pick<BadgeProps, 'size'>) {
  return (
    <Badge color="yellow.4" c="dark" size={size}>
      Waiting to send
    </Badge>
  )
}
