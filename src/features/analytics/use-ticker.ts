import { useEffect, useState } from 'react'

/** The time, updated every `intervalMs`, so last-seen labels count up and silent visitors drop off. */
export function useTicker(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
