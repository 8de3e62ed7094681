import PocketBase, { BaseAuthStore } from 'pocketbase'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeToken, fakeUser } from '../../tests/unit/fixtures/session'
import type { TypedPocketBase } from './record-types'
import { keepSessionOnEmptyAnswers } from './session-guard'

// A 200 answer whose body cannot be read, as when the page is left while it arrives.
function answerWithUnreadableBody() {
  const response = new Response('{"token":', { status: 200, headers: { 'Content-Type': 'application/json' } })
  vi.spyOn(response, 'json').mockRejectedValue(new TypeError('Failed to fetch'))
  return response
}

function signedInClient() {
  const client = new PocketBase('http://127.0.0.1:1', new BaseAuthStore()) as TypedPocketBase
  client.authStore.save(fakeToken(), fakeUser())
  return client
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('keepSessionOnEmptyAnswers', () => {
  it('keeps the session when a refresh answer loses its body', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answerWithUnreadableBody())
    const client = signedInClient()
    const token = client.authStore.token
    keepSessionOnEmptyAnswers(client)

    await client.collection('users').authRefresh()

    expect(client.authStore.token).toBe(token)
    expect(client.authStore.record?.id).toBe(fakeUser().id)
  })

  it('still saves a renewed session and still signs out', () => {
    const client = signedInClient()
    keepSessionOnEmptyAnswers(client)
    const renewed = fakeToken(7200)
    client.authStore.save(renewed, fakeUser())
    expect(client.authStore.token).toBe(renewed)
    client.authStore.clear()
    expect(client.authStore.token).toBe('')
  })
})
