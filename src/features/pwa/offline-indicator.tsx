import { IconWifiOff } from '@tabler/icons-react'
import { useOnlineStatus } from '../../lib/use-online-status'
import classes from './offline-indicator.module.css'

/** A small, quiet note while the device has no connection; pages keep working from saved data. */
export function OfflineIndicator() {
  const isOnline = useOnlineStatus()
  return (
    <div role="status" className={classes.anchor}>
      {!isOnline && (
        <span className={classes.pill}>
          <IconWifiOff size={16} aria-hidden="true" />
          Offline: showing saved information
        </span>
      )}
    </div>
  )
}
