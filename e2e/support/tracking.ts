import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { authenticate, demoAdmin } from './session'

/** The tracker's chunk as Vite names it (src/features/tracking/tracker.ts). */
export const TRACKER_CHUNK = /\/assets\/tracker-[^/]+\.js$/
const TRACK_ROUTE = /\/api\/track(-analytics)?(\/|$|\?)/

export const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

/** Every request of the context to the tracking routes and for the tracker's code, service worker included. */
export function watchTracking(context: BrowserContext) {
  const trackRequests: string[] = []
  const trackerDownloads: string[] = []
  context.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (TRACK_ROUTE.test(pathname)) trackRequests.push(request.url())
    if (TRACKER_CHUNK.test(pathname)) trackerDownloads.push(request.url())
  })
  return { trackRequests, trackerDownloads }
}

/** The browser's consent id (localStorage `consent-id`), once the visitor has accepted. */
export async function consentIdOf(page: Page): Promise<string> {
  const consentId = await page.evaluate(() => window.localStorage.getItem('consent-id'))
  expect(consentId).toMatch(/^[0-9a-f]{32}$/)
  return consentId ?? ''
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await authenticate(request, demoAdmin)).token
}

export type Row = Record<string, unknown>

/** Rows of a tracking collection under one consent id, read by the seeded admin through the API. */
export async function rowsOf(request: APIRequestContext, token: string, collection: string, consentId: string): Promise<Row[]> {
  const response = await request.get(`/api/collections/${collection}/records`, {
    params: { filter: `consent_id = "${consentId}"`, perPage: 200, sort: 'created' },
    headers: { Authorization: token },
  })
  expect(response.ok(), `${collection}: ${response.status()}`).toBe(true)
  return ((await response.json()) as { items: Row[] }).items
}

export interface PresenceMessage {
  action: 'heartbeat' | 'leave'
  consent_id: string
  page_url?: string
  receivedAt: number
}

/** The admins' live presence feed (the realtime topic `presence`), read with fetch as the SDK would. */
export async function listenToPresence(baseURL: string, token: string) {
  const controller = new AbortController()
  const response = await fetch(`${baseURL}/api/realtime`, { signal: controller.signal })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const messages: PresenceMessage[] = []
  let connect: (clientId: string) => void = () => {}
  const connected = new Promise<string>((resolve) => (connect = resolve))
  void (async () => {
    let buffer = ''
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffer += read.value
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const lines = buffer.slice(0, end).split('\n')
        buffer = buffer.slice(end + 2)
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1) ?? ''
        if (field('event') === 'PB_CONNECT') connect((JSON.parse(field('data')) as { clientId: string }).clientId)
        if (field('event') === 'presence') messages.push({ ...(JSON.parse(field('data')) as PresenceMessage), receivedAt: Date.now() })
      }
    }
  })().catch(() => {})

  const subscribed = await fetch(`${baseURL}/api/realtime`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ clientId: await connected, subscriptions: ['presence'] }),
  })
  expect(subscribed.status).toBe(204)
  return {
    messages,
    /** The first message matching, waiting at most `timeout` ms for it. */
    async next(match: (message: PresenceMessage) => boolean, timeout: number): Promise<PresenceMessage> {
      await expect.poll(() => messages.some(match), { timeout, intervals: [50] }).toBe(true)
      return messages.find(match)!
    },
    close: () => controller.abort(),
  }
}
