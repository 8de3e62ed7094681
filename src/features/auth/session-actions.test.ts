import { BaseAuthStore, ClientResponseError } from 'pocketbase'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { notifyError, notifySuccess } from '../../lib/notify'
import type { TypedPocketBase } from '../../lib/record-types'
import { isSessionExpiring, refreshSession } from './refresh-session'
import { signOut } from './sign-out'
import { fakeToken, fakeUser } from '../../../tests/unit/fixtures/session'

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }))

function fakeClient(authRefresh: () => Promise<unknown>, token = fakeToken()) {
  const authStore = new BaseAuthStore()
  authStore.save(token, fakeUser())
  const client = { authStore, collection: () => ({ authRefresh: vi.fn(authRefresh) }) }
  return client as unknown as TypedPocketBase
}

beforeEach(() => {
  vi.clearAllMocks()
})

describe('signOut', () => {
  it('clears the session and confirms with a toast', () => {
    const pb = fakeClient(() => Promise.resolve())
    signOut(pb)
    expect(pb.authStore.token).toBe('')
    expect(notifySuccess).toHaveBeenCalledWith('Signed Out', 'You have been successfully signed out')
    expect(notifyError).not.toHaveBeenCalled()
  })
})

describe('refreshSession', () => {
  it('keeps a session the server renews', async () => {
    const pb = fakeClient(() => Promise.resolve({}))
    await refreshSession(pb)
    expect(pb.authStore.isValid).toBe(true)
  })

  it('forgets a session the server rejects', async () => {
    const pb = fakeClient(() => Promise.reject(new ClientResponseError({ status: 401 })))
    await refreshSession(pb)
    expect(pb.authStore.token).toBe('')
  })

  it('keeps the session when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const pb = fakeClient(() => Promise.reject(new ClientResponseError({ status: 0 })))
    await refreshSession(pb)
    expect(pb.authStore.isValid).toBe(true)
  })

  it('drops an expired session without asking the server', async () => {
    const authRefresh = vi.fn(() => Promise.resolve({}))
    const pb = fakeClient(authRefresh, fakeToken(-60))
    await refreshSession(pb)
    expect(pb.authStore.token).toBe('')
    expect(authRefresh).not.toHaveBeenCalled()
  })
})

describe('refreshSession when the gateway is busy', () => {
  it('retries 502, 503 and 504 answers with a growing delay, then succeeds', async () => {
    vi.useFakeTimers()
    const answers = [502, 503, 504].map((status) => () => Promise.reject(new ClientResponseError({ status })))
    const authRefresh = vi.fn(() => (answers.shift() ?? (() => Promise.resolve({})))())
    const pb = fakeClient(authRefresh)
    const refreshing = refreshSession(pb)
    await vi.advanceTimersByTimeAsync(200 + 400 + 800)
    await refreshing
    vi.useRealTimers()
    expect(authRefresh).toHaveBeenCalledTimes(4)
    expect(pb.authStore.isValid).toBe(true)
  })

  it('does not retry other server errors, and keeps the session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const authRefresh = vi.fn(() => Promise.reject(new ClientResponseError({ status: 500 })))
    const pb = fakeClient(authRefresh)
    await refreshSession(pb)
    expect(authRefresh).toHaveBeenCalledTimes(1)
    expect(pb.authStore.isValid).toBe(true)
  })

  it('shares one refresh between callers', async () => {
    const authRefresh = vi.fn(() => Promise.resolve({}))
    const pb = fakeClient(authRefresh)
    await Promise.all([refreshSession(pb), refreshSession(pb)])
    expect(authRefresh).toHaveBeenCalledTimes(1)
  })
})

describe('isSessionExpiring', () => {
  it('is true only within the last 90 seconds of the session', () => {
    expect(isSessionExpiring(fakeClient(() => Promise.resolve(), fakeToken(120)))).toBe(false)
    expect(isSessionExpiring(fakeClient(() => Promise.resolve(), fakeToken(60)))).toBe(true)
  })
})
