import type { NotificationData } from '@mantine/notifications'
import classes from './toast.module.css'

// The toast code (with its animation and scroll-lock libraries) is downloaded with the first
// toast rather than with the page: `toastArea` tells <NotificationsHost> when to mount it.
let isToastAreaNeeded = false
const listeners = new Set<() => void>()

export const toastArea = {
  isNeeded: () => isToastAreaNeeded,
  subscribe: (onChange: () => void) => {
    listeners.add(onChange)
    return () => {
      listeners.delete(onChange)
    }
  },
}

const toastDefaults: Partial<NotificationData> = {
  closeButtonProps: { 'aria-label': 'Close notification' },
  classNames: { description: classes.description },
}

function show(notification: NotificationData): void {
  if (!isToastAreaNeeded) {
    isToastAreaNeeded = true
    listeners.forEach((onChange) => onChange())
  }
  void import('@mantine/notifications').then(({ notifications }) => {
    // One toast at a time, and the newest is what matters: it replaces the one shown
    // rather than queueing behind it for up to 8 s.
    notifications.clean()
    notifications.show({ ...toastDefaults, ...notification })
  })
}

/** Shows a success toast, e.g. `notifySuccess('Signed Out', 'You have been successfully signed out')`. */
export function notifySuccess(title: string, message: string): void {
  show({ title, message, color: 'green', withBorder: true })
}

/** Shows an error toast; errors stay on screen a little longer than the default 5 s. */
export function notifyError(title: string, message: string): void {
  show({ title, message, color: 'red', withBorder: true, autoClose: 8000 })
}

/** Shows a neutral information toast. */
export function notifyInfo(title: string, message: string): void {
  show({ title, message, withBorder: true })
}
