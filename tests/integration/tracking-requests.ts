import { randomBytes, randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { inject } from 'vitest'
import type { CollectionName } from '../../src/lib/collections'
import { superuser } from './helpers'

/**
 * Requests to the tracking routes sent the way a browser's tracker would, each from a chosen
 * loopback address: the rate limit counts per client address, so every suite sends from
 * addresses of its own and leaves 127.0.0.1's budget to the SDK clients of the other suites.
 */

export const TRACKING_COLLECTIONS: CollectionName[] = [
  'consent_records',
  'unique_visitors',
  'analytics_events',
  'session_recordings',
  'session_events',
  'session_dom_chunks',
  'heatmap_data',
  'presence',
]

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json: () => Record<string, unknown>
}

export interface SendOptions {
  from?: string
  headers?: Record<string, string>
  method?: string
  /** Send the body chunked, without a Content-Length. */
  chunked?: boolean
}

export function send(path: string, body: string | undefined, options: SendOptions = {}): Promise<Answer> {
  const url = new URL(path, inject('pbUrl'))
  const headers: Record<string, string | number> = { 'content-type': 'text/plain;charset=UTF-8', ...options.headers }
  if (body !== undefined && !options.chunked) headers['content-length'] = Buffer.byteLength(body)
  return new Promise((resolve, reject) => {
    let answered = false
    const outgoing = request(
      url,
      { method: options.method ?? 'POST', localAddress: options.from ?? '127.0.0.1', headers },
      (response) => {
        answered = true
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            json: () => JSON.parse(text) as Record<string, unknown>,
          })
        })
      },
    )
    // A refusal may come, and the connection close, before the whole body is sent.
    outgoing.on('error', (error) => (answered ? undefined : reject(error)))
    if (body !== undefined && options.chunked) {
      for (let i = 0; i < body.length; i += 8192) outgoing.write(body.slice(i, i + 8192))
    }
    outgoing.end(options.chunked ? undefined : body)
  })
}

export function postBatch(batch: unknown, options: SendOptions & { path?: string } = {}): Promise<Answer> {
  return send(options.path ?? '/api/track', JSON.stringify(batch), options)
}

/** A consent id as the tracker makes it (32 hex characters), or with a prefix to find it by. */
export function consentId(prefix = ''): string {
  return (prefix + randomBytes(16).toString('hex')).slice(0, 32)
}

export function sessionId(): string {
  return randomUUID()
}

export function trackEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: randomUUID(), type: 'page_view', timestamp: Date.now(), page_url: '/fleet', ...overrides }
}

export function pageView(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return trackEvent({
    page_title: 'Fleet | Ironbridge Heavy Haul',
    referrer: '',
    screen: { width: 1920, height: 1080 },
    viewport: { width: 1280, height: 720 },
    language: 'en-US',
    timezone: 'America/Chicago',
    ...overrides,
  })
}

export interface Batch {
  consent_id: string
  session_id: string
  site_id?: string
  events: Record<string, unknown>[]
}

export function batchOf(events: Record<string, unknown>[], overrides: Partial<Batch> = {}): Batch {
  return { consent_id: consentId(), session_id: sessionId(), events, ...overrides }
}

/** How many rows of `collection` match `filter`, counted by the superuser. */
export async function countRows(collection: CollectionName, filter: string): Promise<number> {
  const su = await superuser()
  return (await su.collection(collection).getList(1, 1, { filter, skipTotal: false })).totalItems
}

/** Rows of every tracking collection that carries a consent id, for one consent id. */
export async function rowsOf(consent: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const name of TRACKING_COLLECTIONS) {
    if (name === 'heatmap_data') continue
    counts[name] = await countRows(name, `consent_id = "${consent}"`)
  }
  return counts
}

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
