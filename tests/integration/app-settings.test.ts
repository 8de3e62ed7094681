import { describe, expect, it, inject } from 'vitest'
import { anonymous, createUser, superuser } from './helpers'

interface RateLimitRule {
  label: string
  audience: string
  duration: number
  maxRequests: number
}

interface SinkMessage {
  to: string[]
  from: string
  subject: string
  html: string
}

/** Waits for the first message the SMTP sink received for `address`. */
async function mailTo(address: string, timeoutMs = 10_000): Promise<SinkMessage> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${inject('mailUrl')}/messages`)).json()) as SinkMessage[]
    const found = messages.find((message) => message.to.includes(address))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`)
}

describe('settings applied from the environment on start', () => {
  it('names the app, its URL and the mail sender', async () => {
    const settings = await (await superuser()).settings.getAll()
    expect(settings.meta).toMatchObject({
      appName: 'Ironbridge Heavy Haul',
      appURL: inject('pbUrl'),
      senderName: 'Ironbridge Heavy Haul',
      senderAddress: 'dispatch-bot@test.local',
    })
    expect(settings.smtp).toMatchObject({ enabled: true, host: '127.0.0.1', tls: false })
  })

  it('enables rate limits on sign-in, guest creates and the whole API', async () => {
    const { rateLimits } = (await (await superuser()).settings.getAll()) as {
      rateLimits: { enabled: boolean; rules: RateLimitRule[] }
    }
    expect(rateLimits.enabled).toBe(true)
    expect(rateLimits.rules).toEqual(
      expect.arrayContaining([
        { label: '*:auth', audience: '', duration: 60, maxRequests: 20 },
        { label: '*:create', audience: '@guest', duration: 60, maxRequests: 30 },
        { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
      ]),
    )
  })
})

describe('account e-mails link to our own pages', () => {
  it('verification', async () => {
    const { record } = await createUser()
    await anonymous().collection('users').requestVerification(record.email)
    const mail = await mailTo(record.email)
    expect(mail.from).toBe('dispatch-bot@test.local')
    expect(mail.subject).toContain('Ironbridge Heavy Haul')
    expect(mail.html).toContain(`${inject('pbUrl')}/auth/verify?token=`)
  })

  it('password reset', async () => {
    const { record } = await createUser()
    await anonymous().collection('users').requestPasswordReset(record.email)
    expect((await mailTo(record.email)).html).toContain(`${inject('pbUrl')}/auth/reset?token=`)
  })

  it('e-mail change', async () => {
    const { client } = await createUser()
    const newAddress = `changed-${Date.now().toString(36)}@test.local`
    await client.collection('users').requestEmailChange(newAddress)
    expect((await mailTo(newAddress)).html).toContain(`${inject('pbUrl')}/auth/confirm-email-change?token=`)
  })
})
