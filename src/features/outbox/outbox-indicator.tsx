import '@mantine/core/styles/Indicator.layer.css'
import { ActionIcon, Indicator } from '@mantine/core'
import { IconCloudUpload } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useOutbox } from './use-outbox'

/** The header's count of submissions waiting on this device; hidden when nothing waits. */
export function OutboxIndicator() {
  const { entries } = useOutbox()
  if (entries.length === 0) return null
  const needsAttention = entries.some((entry) => entry.status === 'rejected')
  const label = `${entries.length} ${entries.length === 1 ? 'submission' : 'submissions'} waiting to send`
  return (
    <Indicator label={entries.length} size={18} color={needsAttention ? 'red.7' : 'hazard.5'} offset={4}>
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
    </Indicator>
  )
}
