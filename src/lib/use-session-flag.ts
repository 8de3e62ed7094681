import { useCallback, useState } from 'react'

function readFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === 'true'
  } catch {
    // Storage can be disabled (privacy modes); the flag then lasts as long as the page.
    return false
  }
}

function writeFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, 'true')
  } catch {
    // See readFlag: without storage the flag is kept in memory only.
  }
}

/**
 * A yes/no flag remembered for the browser session (sessionStorage), e.g. a dismissed prompt.
 * Returns the flag and a function that raises it.
 */
export function useSessionFlag(key: string): [isRaised: boolean, raise: () => void] {
  const [isRaised, setIsRaised] = useState(() => readFlag(key))
  const raise = useCallback(() => {
    writeFlag(key)
    setIsRaised(true)
  }, [key])
  return [isRaised, raise]
}
