import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, TEST_SUPERUSER, type TestStack } from '../../scripts/lib/test-stack.mjs'

/**
 * A server started as in production (no PB_DEV, SMTP configured): the superuser's password
 * alone does not sign in to the dashboard; the one-time code mailed to the superuser completes it.
 */

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack({ env: { PB_DEV: '' } })
}, 60_000)

afterAll(async () => {
  await stack?.stop()
})

async function mfaIdOf(call: Promise<unknown>): Promise<string> {
  try {
    await call
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 401) return String(error.response.mfaId ?? '')
    throw error
  }
  throw new Error('the password alone signed in')
}

async function codeMailedTo(address: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const messages = stack.sink.messages.filter((message) => message.to.includes(address))
    const code = /\b(\d{8})\b/.exec(messages.at(-1)?.text ?? '')?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no code mailed to ${address}`)
}

describe('superuser sign-in in production', () => {
  it('asks for a mailed one-time code after the password', async () => {
    const client = new PocketBase(stack.url)
    const superusers = client.collection('_superusers')
    const mfaId = await mfaIdOf(superusers.authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password))
    expect(mfaId).not.toBe('')
    expect(client.authStore.isValid).toBe(false)

    const { otpId } = await superusers.requestOTP(TEST_SUPERUSER.email)
    const code = await codeMailedTo(TEST_SUPERUSER.email)
    await superusers.authWithOTP(otpId, code, { mfaId })
    expect(client.authStore.isSuperuser).toBe(true)
  })

  it('refuses a wrong code', async () => {
    const client = new PocketBase(stack.url)
    const superusers = client.collection('_superusers')
    const mfaId = await mfaIdOf(superusers.authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password))
    const { otpId } = await superusers.requestOTP(TEST_SUPERUSER.email)
    await expect(superusers.authWithOTP(otpId, '00000000', { mfaId })).rejects.toMatchObject({ status: 400 })
    expect(client.authStore.isValid).toBe(false)
  })
})

describe('superuser sign-in on a server without SMTP', () => {
  it('takes the password alone, as no code could be mailed', async () => {
    const noMail = await startTestStack({ env: { PB_DEV: '', SMTP_HOST: '' } })
    try {
      const client = new PocketBase(noMail.url)
      await client.collection('_superusers').authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password)
      expect(client.authStore.isSuperuser).toBe(true)
    } finally {
      await noMail.stop()
    }
  }, 60_000)
})
