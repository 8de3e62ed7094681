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

/** Takes away the toast on screen, e.g. an old error once the same action has succeeded. */
export function dismissToasts(): void {
  if (!isToastAreaNeeded) return
  void import('@mantine/notifications').then(({ notifications }) => notifications.clean())
}

/** A toast's words, e.g. `{ title: 'Quote Deleted', message: 'Quote has been permanently deleted.' }`. */
export interface ToastText {
  title: string
  message: string
}

/**
 * Runs `action` and toasts how it went; resolves whether it succeeded. A cancelled request
 * is no failure and shows nothing. Example:
 * `await notifyOutcome(() => pb.collection('quotes').delete(id), { success: quoteDeleted, failure: { title: 'Delete Failed', message: 'Failed to delete quote.' } })`.
 */
export async function notifyOutcome(action: () => Promise<unknown>, texts: { success?: ToastText; failure: ToastText }): Promise<boolean> {
  try {
    await action()
  } catch (error) {
    if (isCancelled(error)) return false
    console.error(texts.failure.message, error)
    notifyError(texts.failure.title, texts.failure.message)
    return false
  }
  if (texts.success) notifySuccess(texts.success.title, texts.success.message)
  return true
}

// The SDK's ClientResponseError, told apart without importing the SDK into every page.
function isCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { isAbort?: unknown }).isAbort === true
}
