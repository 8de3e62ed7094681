import { IconWifiOff } from '@tabler/icons-react'
import { useOnlineStatus } from '../../lib/use-online-status'
import classes from './offline-indicator.module.css'

/**
 * The header's mark while the device has no connection, in words at every width: it sits in
 * the header, so it never covers the page. Screen readers hear the page's status region
 * (OfflineIndicator) instead.
 */
export function OfflineBadge() {
  const isOnline = useOnlineStatus()
  if (isOnline) return null
  return (
    <span className={classes.badge} aria-hidden="true" data-offline-badge>
      <IconWifiOff size={16} />
      Offline
    </span>
  )
}
