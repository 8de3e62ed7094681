import { useEffect, useId } from 'react'
import { dismissToast, notifyError, type ToastText } from '../../lib/notify'
import type { AdminTableList } from './admin-table'

/**
 * Toasts that a list could not be read, once per failure, and takes the toast away once the
 * list is read (after Retry, or when the connection comes back), e.g.
 * `useReadFailureToast(vehicles.status, { title: 'Error', message: 'Failed to fetch fleet vehicles' })`.
 */
export function useReadFailureToast(status: AdminTableList<{ id: string }>['status'], { title, message }: ToastText): void {
  const toastId = useId()
  useEffect(() => {
    if (status === 'error') notifyError(title, message, toastId)
    if (status === 'ready') dismissToast(toastId)
  }, [status, title, message, toastId])
}
