import { expect } from 'vitest'

/**
 * A realtime client as small as the protocol: PocketBase's server-sent events read with
 * fetch (Node has no EventSource), subscribed with the given auth token like the SDK does.
 */

export interface RealtimeMessage {
  topic: string
  action: 'create' | 'update' | 'delete'
  record: Record<string, unknown> & { id: string }
}

export interface RealtimeListener {
  messages: RealtimeMessage[]
  /** Resolves with the first message matching `match`, failing after `timeoutMs`. */
  waitFor(match: (message: RealtimeMessage) => boolean, timeoutMs?: number): Promise<RealtimeMessage>
  close(): void
}

function parseBlock(block: string): { event: string; data: string } {
  let event = ''
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim()
    if (line.startsWith('data:')) data.push(line.slice(5))
  }
  return { event, data: data.join('\n') }
}

interface Stream {
  clientId: string
  messages: RealtimeMessage[]
  controller: AbortController
}

async function openStream(pbUrl: string): Promise<Stream> {
  const controller = new AbortController()
  const response = await fetch(`${pbUrl}/api/realtime`, { signal: controller.signal })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const messages: RealtimeMessage[] = []
  let connect: (clientId: string) => void = () => {}
  const connected = new Promise<string>((resolve) => (connect = resolve))

  void (async () => {
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += value
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const { event, data } = parseBlock(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
        if (event === 'PB_CONNECT') connect((JSON.parse(data) as { clientId: string }).clientId)
        else if (event) messages.push({ topic: event, ...(JSON.parse(data) as Omit<RealtimeMessage, 'topic'>) })
      }
    }
  })().catch(() => {})

  return { clientId: await connected, messages, controller }
}

function subscribe(pbUrl: string, clientId: string, topics: string[], token: string): Promise<Response> {
  return fetch(`${pbUrl}/api/realtime`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify({ clientId, subscriptions: topics }),
  })
}

/** The answer to a subscription request (status and body), the connection closed right after. */
export async function subscriptionAnswer(pbUrl: string, topics: string[], token = ''): Promise<{ status: number; body: string }> {
  const stream = await openStream(pbUrl)
  try {
    const response = await subscribe(pbUrl, stream.clientId, topics, token)
    return { status: response.status, body: await response.text() }
  } finally {
    stream.controller.abort()
  }
}

export async function listen(pbUrl: string, topics: string[], token = ''): Promise<RealtimeListener> {
  const { clientId, messages, controller } = await openStream(pbUrl)
  const subscribed = await subscribe(pbUrl, clientId, topics, token)
  expect(subscribed.status).toBe(204)

  return {
    messages,
    async waitFor(match, timeoutMs = 1000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.find(match)
        if (found) return found
        if (Date.now() > deadline) expect.fail(`no matching realtime message within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    close: () => controller.abort(),
  }
}
