import type { Notice } from './outbox-entry'

/** What happened to the outbox, told to this context and to every other tab and the service worker. */
export type OutboxEvent =
  | { type: 'changed' }
  | { type: 'sending'; id: string }
  | { type: 'delivered'; id: string; notice: Notice | null }
  /** `title` is set when the submitter was told it would be sent later, and must now be told it was not. */
  | { type: 'rejected'; id: string; title: string | null }
  | { type: 'retrying'; id: string }

type Listener = (event: OutboxEvent) => void

const CHANNEL_NAME = 'ironbridge-outbox'
const localListeners = new Set<Listener>()
let channel: BroadcastChannel | null | undefined

// A channel does not hear its own messages: listeners of this context are called directly.
function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null
    channel?.addEventListener('message', (message: MessageEvent<OutboxEvent>) => {
      localListeners.forEach((listener) => listener(message.data))
    })
  }
  return channel
}

export function announce(event: OutboxEvent): void {
  localListeners.forEach((listener) => listener(event))
  sharedChannel()?.postMessage(event)
}

/** Calls `listener` for every outbox event from any context; returns the unsubscribe function. */
export function onOutboxEvent(listener: Listener): () => void {
  sharedChannel()
  localListeners.add(listener)
  return () => {
    localListeners.delete(listener)
  }
}
