import { ActionIcon } from '@mantine/core'
import { IconCloudUpload } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useOutbox } from '../../lib/outbox/use-outbox'
import classes from './outbox-indicator.module.css'
import { recentlySent } from './recently-sent'

/** The header's count of submissions waiting on this device; hidden when nothing waits. */
export function OutboxIndicator() {
  const { entries } = useOutbox()
  // Every public page has this indicator: from the first one on, deliveries are remembered for the list.
  useEffect(() => recentlySent.follow(), [])
  if (entries.length === 0) return null
  const needsAttention = entries.some((entry) => entry.status === 'rejected')
  const label = `${entries.length} ${entries.length === 1 ? 'submission' : 'submissions'} waiting to send`
  return (
    <span className={classes.anchor}>
      <ActionIcon
        component={Link}
        to="/outbox"
        size="lg"
        variant="subtle"
        color="white"
        aria-label={needsAttention ? `${label}, one needs your attention` : label}
        title={label}
      >
        <IconCloudUpload size={22} aria-hidden="true" />
      </ActionIcon>
      <span className={classes.count} data-attention={needsAttention || undefined} aria-hidden="true">
        {entries.length}
      </span>
    </span>
  )
}
