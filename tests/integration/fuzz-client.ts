import PocketBase from 'pocketbase'
import { TEST_SUPERUSER, type TestStack } from '../../scripts/lib/test-stack.mjs'
import { visitorAddress } from './fault-requests'
import type { FieldSchema } from './fuzz-values'

export interface Answer {
  status: number
  body: { data?: Record<string, { code?: string; message?: string }> } & Record<string, unknown>
}

/**
 * Requests of the fuzz tests to a server of their own that trusts X-Forwarded-For: each one
 * comes from an address of its own, so the rate limits (which stay on) are never what answers.
 */
export function fuzzClient(stack: TestStack) {
  const superuser = new PocketBase(stack.url)
  const ready = superuser.collection('_superusers').authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password)

  async function send(method: string, path: string, body: unknown, token = ''): Promise<Answer> {
    // A form goes as multipart, a string as it is (text that may not even be JSON), the rest as JSON.
    const isRaw = body instanceof FormData || typeof body === 'string'
    const headers: Record<string, string> = { 'x-forwarded-for': visitorAddress() }
    if (!(body instanceof FormData)) headers['content-type'] = 'application/json'
    if (token) headers.authorization = token
    const response = await fetch(stack.url + path, { method, headers, body: isRaw ? (body as BodyInit) : JSON.stringify(body) })
    const text = await response.text()
    let parsed: Answer['body'] = {}
    try {
      parsed = JSON.parse(text) as Answer['body']
    } catch {
      parsed = { text }
    }
    return { status: response.status, body: parsed }
  }

  return {
    send,
    async superuser(): Promise<PocketBase> {
      await ready
      return superuser
    },
    async fields(collection: string): Promise<FieldSchema[]> {
      await ready
      return (await superuser.collections.getOne(collection)).fields
    },
    async count(collection: string, filter: string): Promise<number> {
      await ready
      return (await superuser.collection(collection).getList(1, 1, { filter, skipTotal: false })).totalItems
    },
  }
}

/** The field errors of an answer, by field name. */
export const fieldErrorNames = (answer: Answer) => Object.keys(answer.body.data ?? {}).sort()
