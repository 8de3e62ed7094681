import { expect, inject } from 'vitest'

/**
 * A realtime subscriber to the `presence` topic, read with fetch (Node has no EventSource)
 * and signed in with the given token the way the SDK subscribes.
 */

export interface PresenceMessage {
  action: 'heartbeat' | 'leave'
  consent_id: string
  session_id?: string
  page_url?: string
  browser?: string
  [key: string]: unknown
}

export interface PresenceListener {
  messages: PresenceMessage[]
  waitFor(match: (message: PresenceMessage) => boolean, timeoutMs?: number): Promise<PresenceMessage>
  close(): void
}

function eventOf(block: string): { event: string; data: string } {
  const lines = block.split('\n')
  const field = (name: string) => lines.find((line) => line.startsWith(name + ':'))?.slice(name.length + 1) ?? ''
  return { event: field('event'), data: field('data') }
}

export async function listenToPresence(token: string): Promise<PresenceListener> {
  const pbUrl = inject('pbUrl')
  const controller = new AbortController()
  const response = await fetch(`${pbUrl}/api/realtime`, { signal: controller.signal })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const messages: PresenceMessage[] = []
  let connect: (clientId: string) => void = () => {}
  const connected = new Promise<string>((resolve) => (connect = resolve))

  void (async () => {
    let buffer = ''
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffer += read.value
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const { event, data } = eventOf(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
        if (event === 'PB_CONNECT') connect((JSON.parse(data) as { clientId: string }).clientId)
        if (event === 'presence') messages.push(JSON.parse(data) as PresenceMessage)
      }
    }
  })().catch(() => {})

  const clientId = await connected
  const subscribed = await fetch(`${pbUrl}/api/realtime`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify({ clientId, subscriptions: ['presence'] }),
  })
  expect(subscribed.status).toBe(204)

  return {
    messages,
    async waitFor(match, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.find(match)
        if (found) return found
        if (Date.now() > deadline) expect.fail(`no matching presence message within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    close: () => controller.abort(),
  }
}
