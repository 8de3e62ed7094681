import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailSink, type MailSink } from '../../scripts/lib/mail-sink.mjs'
import { startTestStack, TEST_SUPERUSER, type TestStack } from '../../scripts/lib/test-stack.mjs'
import { clientId, sendQueued } from './fault-requests'
import { quoteInput } from './helpers'
import type { SinkMessage } from './notifications-mailbox'

const SUBMISSIONS = 50
const DISPATCH = 'dispatch@test.local'

/** Its own server, whose mail server can be stopped and brought back without touching the shared one. */
describe('fifty submissions while the mail server is down', () => {
  let stack: TestStack
  let sinkBack: MailSink | undefined
  let superuser: PocketBase

  beforeAll(async () => {
    stack = await startTestStack({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } })
    superuser = new PocketBase(stack.url)
    await superuser.collection('_superusers').authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password)
  })

  afterAll(async () => {
    await sinkBack?.stop()
    await stack?.stop()
  })

  /** How many of the quotes have each notify_status. */
  async function statuses(ids: string[]): Promise<Record<string, number>> {
    const quotes = await superuser.collection('quotes').getFullList({
      filter: ids.map((id) => superuser.filter('id = {:id}', { id })).join(' || '),
      fields: 'notify_status',
    })
    const counts: Record<string, number> = {}
    for (const quote of quotes) counts[quote.notify_status as string] = (counts[quote.notify_status as string] ?? 0) + 1
    return counts
  }

  it('takes them all, and delivers each mail once after the mail server is back', { timeout: 120_000 }, async () => {
    await stack.sink.stop()
    const quotes = Array.from({ length: SUBMISSIONS }, (_, index) => {
      const id = clientId()
      return { id, email: `shipper-${index}-${id}@shipper.test`, body: quoteInput({ id, email: `shipper-${index}-${id}@shipper.test` }) }
    })
    for (const quote of quotes) expect(await sendQueued(stack.url, 'quotes', quote.body)).toBe('created')
    const ids = quotes.map((quote) => quote.id)

    // The mail job now rather than at the next minute's tick; it keeps going for a minute.
    await superuser.send('/api/crons/submission-mail', { method: 'POST' })
    await expect.poll(() => statuses(ids), { timeout: 30_000, interval: 500 }).toEqual({ failed: SUBMISSIONS })

    const httpPort = Number(new URL(stack.mailUrl).port)
    sinkBack = await startMailSink({ smtpPort: stack.sink.smtpPort, httpPort })
    await expect.poll(() => statuses(ids), { timeout: 90_000, interval: 1000 }).toEqual({ sent: SUBMISSIONS })

    const messages = (await (await fetch(`${stack.mailUrl}/messages`)).json()) as SinkMessage[]
    for (const quote of quotes) {
      const about = messages.filter((message) => message.text.includes(quote.id))
      expect(about.filter((message) => message.to.includes(DISPATCH)), `dispatch mail of ${quote.id}`).toHaveLength(1)
      expect(about.filter((message) => message.to.includes(quote.email)), `confirmation of ${quote.id}`).toHaveLength(1)
    }
    expect(messages).toHaveLength(SUBMISSIONS * 2)
  })
})
