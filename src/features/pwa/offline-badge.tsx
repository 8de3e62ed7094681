import { IconWifiOff } from '@tabler/icons-react'
import { useOnlineStatus } from '../../lib/use-online-status'
import classes from './offline-indicator.module.css'

/**
 * The header's quiet mark while the device has no connection: it sits in the header, so it
 * never covers the page. Screen readers hear the page's status region (OfflineIndicator) instead.
 */
export function OfflineBadge() {
  const isOnline = useOnlineStatus()
  if (isOnline) return null
  return (
    <span className={classes.badge} title="Offline: showing saved information" aria-hidden="true">
      <IconWifiOff size={18} />
      <span className={classes.badgeText}>Offline</span>
    </span>
  )
}
