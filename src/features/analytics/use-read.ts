import { useCallback, useEffect, useState } from 'react'

export type Read<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T }

async function settle<T>(read: () => Promise<T>, what: string): Promise<Read<T>> {
  try {
    return { status: 'ready', value: await read() }
  } catch (error) {
    console.error(`Could not read ${what}.`, error)
    return { status: 'error' }
  }
}

/**
 * One read of the server, with Retry: `loading`, then `ready` with its value or `error`.
 * A failure is logged (the spec shows nothing for analytics read failures; the page adds Retry).
 * A change of `readAgainOn` reads again, the last value shown meanwhile.
 */
export function useRead<T>(read: () => Promise<T>, what: string, readAgainOn?: unknown): Read<T> & { reload: () => Promise<void> } {
  const [state, setState] = useState<Read<T>>({ status: 'loading' })

  useEffect(() => {
    let isCurrent = true
    void settle(read, what).then((next) => isCurrent && setState(next))
    return () => {
      isCurrent = false
    }
  }, [read, what, readAgainOn])

  const reload = useCallback(async () => setState(await settle(read, what)), [read, what])
  return { ...state, reload }
}
