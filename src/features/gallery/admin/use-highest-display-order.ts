import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useRealtimeFeed } from '../../../lib/realtime/use-realtime-feed'
import type { TypedPocketBase } from '../../../lib/record-types'

// A batch of uploads is a burst of events, answered by one read.
const REREAD_DELAY_MS = 300

/**
 * The gallery's highest display order, kept current as images come and go, for numbering the
 * next batch of uploads: read when a batch starts (`highest.read()`), never rendered.
 */
export function useHighestDisplayOrder(pb: TypedPocketBase) {
  const highest = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const reread = useCallback(() => {
    clearTimeout(timer.current)
    pb.collection('gallery_images')
      .getList(1, 1, { sort: '-display_order', fields: 'display_order', requestKey: null })
      .then(
        ({ items }) => {
          highest.current = items[0]?.display_order ?? 0
        },
        (error: unknown) => console.warn('Could not read the highest display order.', error),
      )
  }, [pb])

  useEffect(() => {
    reread()
    return () => clearTimeout(timer.current)
  }, [reread])

  useRealtimeFeed({
    pb,
    collection: 'gallery_images',
    onEvent: () => {
      clearTimeout(timer.current)
      timer.current = setTimeout(reread, REREAD_DELAY_MS)
    },
    onResync: reread,
  })

  return useMemo(
    () => ({
      read: () => highest.current,
      /** Orders given to uploads count before the server's answer is read back. */
      raiseTo: (order: number) => {
        highest.current = Math.max(highest.current, order)
      },
    }),
    [],
  )
}
