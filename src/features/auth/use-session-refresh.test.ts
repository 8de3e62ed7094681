import { act, renderHook } from '@testing-library/react'
import { BaseAuthStore } from 'pocketbase'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TypedPocketBase } from '../../lib/record-types'
import { fakeToken, fakeUser } from '../../../tests/unit/fixtures/session'
import { SESSION_CHECK_INTERVAL_MS, useSessionRefresh } from './use-session-refresh'

function fakeClient(expiresInSeconds: number) {
  const authStore = new BaseAuthStore()
  authStore.save(fakeToken(expiresInSeconds), fakeUser())
  const authRefresh = vi.fn(() => {
    authStore.save(fakeToken(3600), fakeUser())
    return Promise.resolve({})
  })
  return { pb: { authStore, collection: () => ({ authRefresh }) } as unknown as TypedPocketBase, authRefresh }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('useSessionRefresh', () => {
  it('confirms a restored session on start, then reports it is done', async () => {
    const { pb, authRefresh } = fakeClient(3600)
    const { result } = renderHook(() => useSessionRefresh(pb))
    expect(result.current).toEqual({ isRestoring: true, isRefreshing: true })
    await act(() => Promise.resolve())
    expect(authRefresh).toHaveBeenCalledTimes(1)
    expect(result.current).toEqual({ isRestoring: false, isRefreshing: false })
  })

  it('is not loading without a stored session', () => {
    const { result } = renderHook(() => useSessionRefresh({ authStore: new BaseAuthStore() } as unknown as TypedPocketBase))
    expect(result.current).toEqual({ isRestoring: false, isRefreshing: false })
  })

  it('renews the session every 30 s check only once it is about to expire', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    const { pb, authRefresh } = fakeClient(3600)
    renderHook(() => useSessionRefresh(pb))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(authRefresh).toHaveBeenCalledTimes(1)

    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS))
    expect(authRefresh).toHaveBeenCalledTimes(1)

    pb.authStore.save(fakeToken(80), fakeUser())
    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS))
    expect(authRefresh).toHaveBeenCalledTimes(2)
  })
})
