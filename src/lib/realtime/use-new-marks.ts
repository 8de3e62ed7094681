import { useCallback, useEffect, useRef, useState } from 'react'

/** How long a row that arrived live stays marked once the page is in view. */
export const NEW_MARK_MS = 8000

const NO_IDS: ReadonlySet<string> = new Set()

/**
 * Ids marked as new for a while. The time runs only while the page is visible, so a row that
 * arrived in a background tab is still marked when the admin comes back to it.
 * Example: `const { newIds, mark } = useNewMarks(); mark(record.id)`.
 */
export function useNewMarks(durationMs = NEW_MARK_MS) {
  const [newIds, setNewIds] = useState(NO_IDS)
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const waitingForView = useRef(new Set<string>())

  const startTimer = useCallback(
    (id: string) => {
      clearTimeout(timers.current.get(id))
      const timer = setTimeout(() => {
        timers.current.delete(id)
        setNewIds((ids) => withoutId(ids, id))
      }, durationMs)
      timers.current.set(id, timer)
    },
    [durationMs],
  )

  const mark = useCallback(
    (id: string) => {
      setNewIds((ids) => (ids.has(id) ? ids : new Set(ids).add(id)))
      if (document.visibilityState === 'visible') startTimer(id)
      else waitingForView.current.add(id)
    },
    [startTimer],
  )

  useEffect(() => {
    const waiting = waitingForView.current
    const running = timers.current
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return
      waiting.forEach(startTimer)
      waiting.clear()
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange)
      running.forEach((timer) => clearTimeout(timer))
      running.clear()
    }
  }, [startTimer])

  return { newIds, mark }
}

function withoutId(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (!ids.has(id)) return ids
  const next = new Set(ids)
  next.delete(id)
  return next
}
