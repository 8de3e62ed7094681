import { setSiteReachable, siteAnswered } from './connectivity'
import type { TypedPocketBase } from './record-types'

// Asks /api/health (which the service worker never answers from its cache) whether the site
// is there; while it is not, asks again, less and less often. See connectivity.ts.

const PROBE_URL = '/api/health'
const FIRST_RETRY_MS = 5_000
const LONGEST_RETRY_MS = 60_000

let checking = false
let retryMs = FIRST_RETRY_MS
let retryTimer: ReturnType<typeof setTimeout> | undefined
// Bumped by resetConnectivity, so an answer to a check made before is ignored.
let epoch = 0

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

let askSite: () => Promise<boolean> = askServer

function scheduleCheck(): void {
  if (retryTimer !== undefined) return
  retryTimer = setTimeout(() => {
    retryTimer = undefined
    // Offline, the browser's online event starts the next check.
    if (navigator.onLine) void checkSite()
  }, retryMs)
  retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS)
}

/** Asks the server once; while it cannot be reached, asks again later. */
export async function checkSite(): Promise<void> {
  if (checking) return
  checking = true
  const asked = epoch
  const answered = await askSite()
  if (asked !== epoch) return
  checking = false
  setSiteReachable(answered)
  if (answered) retryMs = FIRST_RETRY_MS
  else if (navigator.onLine) scheduleCheck()
}

/** A request to the API failed without an answer (no connection, or one that passes nothing). */
export function reportNetworkFailure(): void {
  setSiteReachable(false)
  scheduleCheck()
}

/** A request to the API was answered (perhaps from the service worker's cache): if marked unreachable, check now. */
export function reportAnswer(): void {
  if (!siteAnswered()) void checkSite()
}

/** A request left without an answer (status 0, not cancelled) means no connection. */
function isNetworkFailure(error: unknown): boolean {
  const failure = error as { status?: unknown; isAbort?: unknown } | null
  return typeof failure === 'object' && failure !== null && failure.status === 0 && failure.isAbort !== true
}

/** Reports how each request of the app's PocketBase client went. */
export function watchRequests(client: TypedPocketBase): void {
  const send = client.send.bind(client)
  client.send = async <T>(path: string, options: Parameters<typeof send>[1]): Promise<T> => {
    try {
      const answer = await send<T>(path, options)
      reportAnswer()
      return answer
    } catch (error) {
      if (isNetworkFailure(error)) reportNetworkFailure()
      else reportAnswer()
      throw error
    }
  }
}

/** For tests: back to the state of a fresh page, asking the server with `ask`. */
export function resetConnectivity(ask: () => Promise<boolean> = askServer): void {
  epoch += 1
  askSite = ask
  clearTimeout(retryTimer)
  retryTimer = undefined
  checking = false
  retryMs = FIRST_RETRY_MS
  setSiteReachable(true)
}
