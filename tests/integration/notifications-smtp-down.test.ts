import { createServer, type Socket } from 'node:net'
import PocketBase, { type RecordModel } from 'pocketbase'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailSink, type MailSink } from '../../scripts/lib/mail-sink.mjs'
import { startTestStack, TEST_SUPERUSER, type TestStack } from '../../scripts/lib/test-stack.mjs'
import { contactMessageInput, jobApplicationForm, quoteInput } from './helpers'
import { MAIL_TIMEOUT_MS, mailFor, recordWhen } from './notifications-mailbox'

/** A mail server that accepts connections and never answers: the slowest one there is. */
async function startSilentMailServer(port: number) {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    connectionCount: () => sockets.size,
    async stop() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** A mail server that refuses mail to `refused` and records the recipients of what it takes. */
async function startPickyMailServer(port: number, refused: string) {
  const delivered: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = Object.assign(new Error('No such mailbox'), { responseCode: 550 })
      callback(address.address === refused ? refusal : undefined)
    },
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((recipient) => recipient.address))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { delivered, stop: () => new Promise<void>((resolve) => server.close(resolve)) }
}

async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now()
  const result = await call()
  return { result, ms: performance.now() - started }
}

// A create that sent mail itself would hang on the silent server until the test times out;
// the bound leaves room for a busy machine.
const AT_ONCE_MS = 5000

/**
 * Its own stack, so its mail server can be made silent, then closed, then brought back,
 * without touching the shared one.
 */
describe('submissions while the mail server is down', () => {
  let stack: TestStack
  let silentServer: Awaited<ReturnType<typeof startSilentMailServer>>
  let sinkBack: MailSink | undefined
  let pickyServer: Awaited<ReturnType<typeof startPickyMailServer>> | undefined
  let superuser: PocketBase
  const submitted = new Map<string, { collection: string; record: RecordModel }>()
  const idOf = (name: string) => submitted.get(name)?.record.id ?? ''

  /** Submits as a visitor would and returns how long the answer took. */
  const submit = async (name: string, collection: string, body: Record<string, unknown> | FormData) => {
    const { result, ms } = await timed(() => new PocketBase(stack.url).collection(collection).create(body))
    submitted.set(name, { collection, record: result })
    return ms
  }

  beforeAll(async () => {
    stack = await startTestStack()
    await stack.sink.stop()
    silentServer = await startSilentMailServer(stack.sink.smtpPort)
    superuser = new PocketBase(stack.url)
    await superuser.collection('_superusers').authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password)
  })

  afterAll(async () => {
    await pickyServer?.stop()
    await sinkBack?.stop()
    await silentServer?.stop()
    await stack?.stop()
  })

  it('takes every submission at once, even while a delivery hangs', { timeout: MAIL_TIMEOUT_MS + 10_000 }, async () => {
    const firstQuote = quoteInput({ email: 'first@shipper.test' })
    expect(await submit('first quote', 'quotes', firstQuote)).toBeLessThan(AT_ONCE_MS)
    expect(await submit('application', 'job_applications', jobApplicationForm())).toBeLessThan(AT_ONCE_MS)
    expect(await submit('contact', 'contact_messages', contactMessageInput())).toBeLessThan(AT_ONCE_MS)

    await expect.poll(silentServer.connectionCount, { timeout: MAIL_TIMEOUT_MS, interval: 250 }).toBeGreaterThan(0)
    const secondQuote = quoteInput({ email: 'second@shipper.test' })
    expect(await submit('second quote', 'quotes', secondQuote)).toBeLessThan(AT_ONCE_MS)
    for (const { collection, record } of submitted.values()) {
      expect((await superuser.collection(collection).getOne(record.id)).notify_status).toBe('pending')
    }
  })

  it('records the failure on each submission when the connection drops', { timeout: 30_000 }, async () => {
    await silentServer.stop()
    for (const { collection, record } of submitted.values()) {
      const failed = await recordWhen(superuser, collection, record.id, (it) => it.notify_status === 'failed', 20_000)
      expect(failed.notify_attempts).toBeGreaterThanOrEqual(1)
      expect(failed.notify_error).not.toBe('')
    }
  })

  it('delivers every mail once the mail server is back, and records it', { timeout: 80_000 }, async () => {
    const httpPort = Number(new URL(stack.mailUrl).port)
    const sink = await startMailSink({ smtpPort: stack.sink.smtpPort, httpPort })
    sinkBack = sink
    await Promise.all([
      mailFor(stack.mailUrl, 'dispatch@test.local', idOf('first quote'), 60_000),
      mailFor(stack.mailUrl, 'first@shipper.test', idOf('first quote'), 60_000),
      mailFor(stack.mailUrl, 'careers@test.local', idOf('application'), 60_000),
      mailFor(stack.mailUrl, 'dispatch@test.local', idOf('contact'), 60_000),
      mailFor(stack.mailUrl, 'second@shipper.test', idOf('second quote'), 60_000),
    ])
    for (const { collection, record } of submitted.values()) {
      const sent = await recordWhen(superuser, collection, record.id, (it) => it.notify_status === 'sent', 10_000)
      expect(sent).toMatchObject({ notify_error: '' })
      expect(sent.notify_attempts).toBeGreaterThanOrEqual(2)
    }
  })

  it("sends dispatch a quote once even when the customer's address is refused", { timeout: 30_000 }, async () => {
    await sinkBack?.stop()
    sinkBack = undefined
    pickyServer = await startPickyMailServer(stack.sink.smtpPort, 'refused@shipper.test')
    await submit('refused quote', 'quotes', quoteInput({ email: 'refused@shipper.test' }))
    const quote = await recordWhen(
      superuser,
      'quotes',
      idOf('refused quote'),
      (it) => it.notify_status !== 'pending',
      20_000,
    )
    expect(quote).toMatchObject({ notify_status: 'sent', notify_attempts: 1 })
    expect(quote.notify_error).toContain('Confirmation to the customer not sent')
    expect(pickyServer.delivered).toEqual(['dispatch@test.local'])
  })
})
