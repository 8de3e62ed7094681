import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  acceptConsent,
  declineConsent,
  readConsentChoice,
  readConsentId,
  resetConsent,
  subscribeToConsent,
  takeAcceptance,
} from './consent-store'

afterEach(() => {
  resetConsent()
  window.localStorage.clear()
})

describe('consent store', () => {
  it('has no choice and no consent id before the visitor answers', () => {
    expect(readConsentChoice()).toBeNull()
    expect(readConsentId()).toBeNull()
  })

  it('remembers Accept under the spec key and makes a 32-character consent id, once', () => {
    acceptConsent('bottom')
    expect(window.localStorage.getItem('cookie-consent')).toBe('accepted')
    const consentId = readConsentId()
    expect(consentId).toMatch(/^[0-9a-f]{32}$/)
    declineConsent()
    acceptConsent('privacy-policy')
    expect(readConsentId()).toBe(consentId)
  })

  it('remembers Decline without making any id', () => {
    declineConsent()
    expect(window.localStorage.getItem('cookie-consent')).toBe('declined')
    expect(readConsentChoice()).toBe('declined')
    expect(readConsentId()).toBeNull()
  })

  it('tells where the visitor accepted only once, and not after a decline', () => {
    acceptConsent('bottom')
    expect(takeAcceptance()).toBe('bottom')
    expect(takeAcceptance()).toBeNull()
    acceptConsent('privacy-policy')
    declineConsent()
    expect(takeAcceptance()).toBeNull()
  })

  it('forgets the choice on reset, so the banner asks again', () => {
    acceptConsent('bottom')
    resetConsent()
    expect(readConsentChoice()).toBeNull()
    expect(window.localStorage.getItem('cookie-consent')).toBeNull()
  })

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem('cookie-consent', 'maybe')
    expect(readConsentChoice()).toBeNull()
  })

  it('tells its listeners of changes here and in other tabs', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToConsent(listener)
    declineConsent()
    window.dispatchEvent(new StorageEvent('storage', { key: 'cookie-consent' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }))
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    acceptConsent('bottom')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
