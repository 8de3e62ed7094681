import PocketBase from 'pocketbase'
import { expect } from 'vitest'
import type { RecordModel } from 'pocketbase'

/** A message as the SMTP sink (scripts/lib/mail-sink.mjs) keeps it. */
export interface SinkMessage {
  to: string[]
  from: string
  subject: string
  html: string
  text: string
  raw: string
}

async function poll<T>(read: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await read()
    if (found !== undefined) return found
    if (Date.now() > deadline) expect.fail(`${what} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

// The notification cron ticks once a minute, so the first mail after a start can take that long.
export const MAIL_TIMEOUT_MS = 80_000

/** Waits until the sink at `mailUrl` holds a message to `to` whose text mentions `reference`. */
export function mailFor(
  mailUrl: string,
  to: string,
  reference: string,
  timeoutMs = MAIL_TIMEOUT_MS,
): Promise<SinkMessage> {
  return poll(
    async () => {
      const messages = (await (await fetch(`${mailUrl}/messages`)).json()) as SinkMessage[]
      return messages.find((message) => message.to.includes(to) && message.text.includes(reference))
    },
    timeoutMs,
    `no mail to ${to} about ${reference}`,
  )
}

/** Every message in the sink to `to` that mentions `reference`. */
export async function mailsFor(mailUrl: string, to: string, reference: string): Promise<SinkMessage[]> {
  const messages = (await (await fetch(`${mailUrl}/messages`)).json()) as SinkMessage[]
  return messages.filter((message) => message.to.includes(to) && message.text.includes(reference))
}

/** Waits until a record, read by a superuser client, satisfies `done`; returns it. */
export function recordWhen(
  client: PocketBase,
  collection: string,
  id: string,
  done: (record: RecordModel) => boolean,
  timeoutMs = MAIL_TIMEOUT_MS,
): Promise<RecordModel> {
  return poll(
    async () => {
      const record = await client.collection(collection).getOne(id)
      return done(record) ? record : undefined
    },
    timeoutMs,
    `${collection} ${id} did not reach the expected state`,
  )
}

/** The header `name` of a raw message (first occurrence, unfolded). */
export function headerOf(message: SinkMessage, name: string): string {
  const head = message.raw.split(/\r?\n\r?\n/)[0] ?? ''
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? ''
}
