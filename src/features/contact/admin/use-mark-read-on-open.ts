import { useEffect, useRef } from 'react'
import type { MessageRow } from './message-calls'
import { messageStatusOf } from './message-status'

/** Opening a new message marks it read through the API, once per message. */
export function useMarkReadOnOpen(message: MessageRow | 'loading' | null | undefined, markRead: (message: MessageRow) => unknown) {
  const asked = useRef(new Set<string>())
  const unread = typeof message === 'object' && message !== null && messageStatusOf(message.status) === 'new' ? message : undefined

  useEffect(() => {
    if (!unread || asked.current.has(unread.id)) return
    asked.current.add(unread.id)
    void markRead(unread)
  }, [unread, markRead])
}
