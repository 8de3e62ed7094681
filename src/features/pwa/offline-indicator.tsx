import { Text } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useOnlineStatus } from '../../lib/use-online-status'
import classes from './offline-indicator.module.css'

interface OfflineIndicatorProps {
  /** This page asked for information that was never saved on this device. */
  isDataMissing: boolean
}

/**
 * Tells screen readers when the device has no connection (pages keep working from saved
 * information; the header's OfflineBadge shows it), and everyone, plainly, when this page's
 * information was never saved.
 */
export function OfflineIndicator({ isDataMissing }: OfflineIndicatorProps) {
  const isOnline = useOnlineStatus()
  return (
    <div role="status" className={classes.anchor}>
      {!isOnline && !isDataMissing && (
        <span className={classes.announcement}>Offline: showing saved information</span>
      )}
      {!isOnline && isDataMissing && (
        <div className={classes.notice}>
          <Text fw={700} className={classes.noticeTitle}>
            <IconWifiOff size={18} aria-hidden="true" />
            You&apos;re offline
          </Text>
          <Text size="sm" mt={4}>
            Some information on this page hasn&apos;t been saved on this device yet. It loads when you reconnect.
          </Text>
        </div>
      )}
    </div>
  )
}
