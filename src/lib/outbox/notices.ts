import type { Notice } from './outbox-entry'

/** The toast for a submission kept on this device, e.g. `savedNotice('quote', 'offline')`. */
export function savedNotice(what: string, reason: 'offline' | 'unreachable'): Notice {
  return {
    title: 'Saved — will be sent',
    message:
      reason === 'offline'
        ? `You're offline. Your ${what} is saved on this device and will be sent automatically when you're back online.`
        : `We couldn't reach our server just now. Your ${what} is saved on this device and will be sent automatically.`,
  }
}

export const storageFullNotice: Notice = {
  title: 'Not enough storage',
  message: 'This device is out of storage space, so nothing was sent or saved. Free up some space and try again; what you typed is still here.',
}
