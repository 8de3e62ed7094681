import { useEffect, useRef } from 'react'
import { dismissToasts, notifyError, type ToastText } from '../../lib/notify'
import type { AdminTableList } from './admin-table'

/**
 * Toasts that a list could not be read, once per failure, and takes the toast away once the
 * list is read (after Retry, or when the connection comes back), e.g.
 * `useReadFailureToast(vehicles.status, { title: 'Error', message: 'Failed to fetch fleet vehicles' })`.
 * The site shows one toast at a time, so what goes is this failure's toast, or whichever has
 * since taken its place.
 */
export function useReadFailureToast(status: AdminTableList<{ id: string }>['status'], { title, message }: ToastText): void {
  const isToastShown = useRef(false)
  useEffect(() => {
    if (status === 'error') {
      notifyError(title, message)
      isToastShown.current = true
    }
    if (status === 'ready' && isToastShown.current) {
      dismissToasts()
      isToastShown.current = false
    }
  }, [status, title, message])
}
