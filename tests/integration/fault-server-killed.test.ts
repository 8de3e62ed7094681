import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, TEST_SUPERUSER, type TestStack } from '../../scripts/lib/test-stack.mjs'
import { clientId, sendQueued, type Outcome } from './fault-requests'
import { quoteInput } from './helpers'

const QUEUED = 100
const ANSWER_LOST = 40
const REQUEST_CUT = 70

/** Its own server, to be killed and started again without touching the shared one. */
describe('the server killed in the middle of draining 100 queued submissions', () => {
  let stack: TestStack

  beforeAll(async () => {
    stack = await startTestStack({ env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } })
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('delivers every entry exactly once once it is back', { timeout: 90_000 }, async () => {
    const run = clientId().slice(0, 6)
    const queue = Array.from({ length: QUEUED }, (_, index) => {
      const id = clientId()
      return { id, body: quoteInput({ id, customer_name: `Queued ${run} ${index}` }) }
    })
    const outcomes = new Map<string, Outcome>()

    // The outbox sends its entries one at a time, oldest first, and keeps what got no answer.
    // `crash` stops the server while one entry is sent: after the server saved it (its answer
    // lost on the way) or as the request leaves.
    const drain = async (crash?: { entry: number; afterSaving: boolean }) => {
      for (const [index, entry] of queue.entries()) {
        if (outcomes.has(entry.id)) continue
        const sending = sendQueued(stack.url, 'quotes', entry.body)
        if (index === crash?.entry) {
          if (crash.afterSaving) await sending
          stack.pb.child.kill('SIGKILL')
          await sending
          return
        }
        const outcome = await sending
        if (outcome === 'no answer') return
        outcomes.set(entry.id, outcome)
      }
    }

    await drain({ entry: ANSWER_LOST, afterSaving: true })
    expect(outcomes.size).toBe(ANSWER_LOST)
    await stack.restart()
    await drain({ entry: REQUEST_CUT, afterSaving: false })
    expect(outcomes.size).toBe(REQUEST_CUT)
    await stack.restart()
    await drain()

    // The entry whose answer was lost is recognised by its id when sent again.
    expect(outcomes.get(queue[ANSWER_LOST]!.id)).toBe('already received')
    expect(outcomes.size).toBe(QUEUED)
    const superuser = new PocketBase(stack.url)
    await superuser.collection('_superusers').authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password)
    const stored = await superuser.collection('quotes').getFullList({
      filter: superuser.filter('customer_name ~ {:run}', { run: `Queued ${run} ` }),
      fields: 'id,customer_name',
    })
    expect(stored.map((quote) => quote.id).sort()).toEqual(queue.map((entry) => entry.id).sort())
    for (const [index, entry] of queue.entries()) {
      expect(stored.find((quote) => quote.id === entry.id)?.customer_name).toBe(`Queued ${run} ${index}`)
    }
  })
})
