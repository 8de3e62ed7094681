// Whether the site can actually be reached. `navigator.onLine` only says a network is up: a
// captive portal or one bar of signal pass it while every request fails. A request to the API
// that fails for want of a connection marks the site unreachable, and a small check
// (connectivity-check.ts, loaded only when needed) tells when it is back. The browser saying
// it is online again is a reason to check, not proof.

let reachable = true
const listeners = new Set<() => void>()

export function setSiteReachable(value: boolean): void {
  if (reachable === value) return
  reachable = value
  listeners.forEach((onChange) => onChange())
}

/** What the last requests told, whatever the browser says. */
export const siteAnswered = (): boolean => reachable

/** Whether the site can be reached: the browser has a network and requests to the site succeed. */
export function isSiteReachable(): boolean {
  return navigator.onLine && reachable
}

function checkNow(): void {
  void import('./connectivity-check').then((check) => check.checkSite())
}

export function subscribeToConnectivity(onChange: () => void): () => void {
  listeners.add(onChange)
  if (listeners.size === 1) window.addEventListener('online', checkNow)
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    listeners.delete(onChange)
    if (listeners.size === 0) window.removeEventListener('online', checkNow)
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}
