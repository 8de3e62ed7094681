import { BaseAuthStore } from 'pocketbase'
import { describe, expect, it, vi } from 'vitest'
import { createAuthSource } from './auth-source'
import { fakeToken, fakeUser } from '../../../tests/unit/fixtures/session'

describe('createAuthSource', () => {
  it('returns the same snapshot until the session changes', () => {
    const store = new BaseAuthStore()
    const source = createAuthSource(store)
    const first = source.getSnapshot()
    expect(source.getSnapshot()).toBe(first)

    const onChange = vi.fn()
    source.subscribe(onChange)
    store.save(fakeToken(), fakeUser())

    expect(onChange).toHaveBeenCalledTimes(1)
    expect(source.getSnapshot()).not.toBe(first)
    expect(source.getSnapshot().isSignedIn).toBe(true)
  })

  it('notices a change made before anyone subscribed', () => {
    const store = new BaseAuthStore()
    const source = createAuthSource(store)
    store.save(fakeToken(), fakeUser())
    source.subscribe(() => {})
    expect(source.getSnapshot().isSignedIn).toBe(true)
  })

  it('stops notifying after unsubscribe, and reports sign-out', () => {
    const store = new BaseAuthStore()
    store.save(fakeToken(), fakeUser())
    const source = createAuthSource(store)
    const onChange = vi.fn()
    const unsubscribe = source.subscribe(onChange)

    store.clear()
    expect(source.getSnapshot().isSignedIn).toBe(false)
    unsubscribe()
    store.save(fakeToken(), fakeUser())
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
