import { connect } from 'node:net'
import { describe, expect, inject, it } from 'vitest'

/**
 * One connection, one request per body: a request written inside the body of another (request
 * smuggling through a proxy that shares connections, or a client-side desync from any web page
 * through a visitor's browser) is never answered, whatever the route does with the body.
 * Sent byte for byte over one socket, each suite-case from a loopback address of its own.
 */

interface Exchange {
  /** The status lines the server answered on the connection, in order. */
  statuses: string[]
  /** Whether the server closed the connection. */
  closed: boolean
  text: string
}

const SETTLE_MS = 1500

function exchange(raw: string, from: string): Promise<Exchange> {
  const { hostname, port } = new URL(inject('pbUrl'))
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress: from })
    let text = ''
    let closed = false
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => (closed = true))
    socket.write(raw)
    setTimeout(() => {
      socket.destroy()
      resolve({ statuses: [...text.matchAll(/^HTTP\/1\.1 \d{3}/gm)].map((match) => match[0].slice(9)), closed, text })
    }, SETTLE_MS)
  })
}

function post(path: string, contentType: string, body: string): string {
  return `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`

/** A request hidden in a body, with a body of its own large enough that Go's server will not read it away. */
const hidden = `GET /api/health?hidden=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 300000\r\n\r\n${' '.repeat(300000)}`

describe('a request hidden in the body of another', () => {
  it('is not answered after a JSON value that ends early (PocketBase reads the value, not the rest)', async () => {
    // The JSON reader takes 512 bytes at first: the hidden request starts right after them.
    const body = '{}'.padEnd(512, ' ') + hidden
    const { statuses, closed, text } = await exchange(post('/api/collections/quotes/records', 'application/json', body), '127.0.0.61')
    expect(statuses).toEqual(['400'])
    expect(text).not.toContain('API is healthy')
    expect(closed).toBe(true)
  })

  it('is not answered after a route that never reads its body, as a page of another site could send it', async () => {
    const { statuses, closed, text } = await exchange(post('/api/health', 'text/plain', hidden + ' '.repeat(1000)), '127.0.0.62')
    expect(statuses).toHaveLength(1)
    expect(text).not.toContain('API is healthy')
    expect(closed).toBe(true)
  })
})

describe('a connection', () => {
  it('still serves the next request after a body read to its end', async () => {
    const first = post('/api/collections/contact_messages/records', 'application/json', '{}')
    const { statuses, closed } = await exchange(first + get('/api/health'), '127.0.0.63')
    expect(statuses).toEqual(['400', '200'])
    expect(closed).toBe(false)
  })

  it('still serves the next request after a small body left unread', async () => {
    const { statuses, closed } = await exchange(post('/api/health', 'text/plain', 'x'.repeat(10_000)) + get('/api/health'), '127.0.0.64')
    expect(statuses).toEqual(['404', '200'])
    expect(closed).toBe(false)
  })
})
