// Whether the site can actually be reached. `navigator.onLine` only says a network is up: a
// captive portal or one bar of signal pass it while every request fails. So a request to the
// API that fails for want of a connection marks the site unreachable, and a small request
// (/api/health, which the service worker never answers from its cache) checks now and then
// whether it is back. A success elsewhere only prompts that check: the service worker may
// have answered it from its cache.

const PROBE_URL = '/api/health'
const FIRST_RETRY_MS = 5_000
const LONGEST_RETRY_MS = 60_000

let reachable = true
let probing = false
// Bumped by resetConnectivity, so an answer to a check made before is ignored.
let epoch = 0
let retryMs = FIRST_RETRY_MS
let retryTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function setReachable(value: boolean): void {
  if (value) retryMs = FIRST_RETRY_MS
  if (reachable === value) return
  reachable = value
  listeners.forEach((onChange) => onChange())
}

function scheduleProbe(): void {
  if (retryTimer !== undefined) return
  retryTimer = setTimeout(() => {
    retryTimer = undefined
    void probe()
  }, retryMs)
  retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS)
}

/** Whether the server answers as itself (a captive portal may answer 200 with its own page). */
async function askServer(): Promise<boolean> {
  try {
    const response = await fetch(PROBE_URL, { cache: 'no-store', credentials: 'omit' })
    if (!response.ok) return false
    const body = (await response.json()) as { code?: unknown }
    return body.code === 200
  } catch {
    return false
  }
}

let checkServer: () => Promise<boolean> = askServer

/** Asks the server once; while it cannot be reached, asks again later, less and less often. */
async function probe(): Promise<void> {
  if (probing) return
  probing = true
  const asked = epoch
  const answered = await checkServer()
  if (asked !== epoch) return
  probing = false
  setReachable(answered)
  if (!reachable && navigator.onLine) scheduleProbe()
}

/** A request to the API failed without an answer (no connection, or one that passes nothing). */
export function reportNetworkFailure(): void {
  setReachable(false)
  scheduleProbe()
}

/** A request to the API was answered; if the site was marked unreachable, check now. */
export function reportAnswer(): void {
  if (!reachable) void probe()
}

/** Whether the site can be reached, as far as the last requests tell. */
export function isSiteReachable(): boolean {
  return navigator.onLine && reachable
}

export function subscribeToConnectivity(onChange: () => void): () => void {
  listeners.add(onChange)
  if (listeners.size === 1) {
    window.addEventListener('online', onBrowserOnline)
    window.addEventListener('offline', onBrowserOffline)
  }
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserOnline)
      window.removeEventListener('offline', onBrowserOffline)
    }
  }
}

// The browser saying it is back is a reason to check, not proof (a captive portal says so too).
function onBrowserOnline(): void {
  void probe()
}

function onBrowserOffline(): void {
  clearTimeout(retryTimer)
  retryTimer = undefined
  retryMs = FIRST_RETRY_MS
}

/** For tests: back to the state of a fresh page, checking the server with `check`. */
export function resetConnectivity(check: () => Promise<boolean> = askServer): void {
  epoch += 1
  checkServer = check
  clearTimeout(retryTimer)
  retryTimer = undefined
  reachable = true
  probing = false
  retryMs = FIRST_RETRY_MS
}
