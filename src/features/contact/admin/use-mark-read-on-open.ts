import { useEffect, useRef } from 'react'
import type { OpenedRecord } from '../../../lib/realtime/use-opened-record'
import type { MessageRow } from './message-calls'
import { messageStatusOf } from './message-status'

/** Opening a new message marks it read through the API, once per message. */
export function useMarkReadOnOpen(opened: OpenedRecord<MessageRow>, markRead: (message: MessageRow) => unknown) {
  const asked = useRef(new Set<string>())
  const unread = opened.state === 'ready' && messageStatusOf(opened.record.status) === 'new' ? opened.record : undefined

  useEffect(() => {
    if (!unread || asked.current.has(unread.id)) return
    asked.current.add(unread.id)
    void markRead(unread)
  }, [unread, markRead])
}
