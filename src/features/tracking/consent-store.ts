import { readItem, removeItem, writeItem } from './browser-storage'
import { randomHex } from './random-ids'
import { STORAGE_KEYS } from './storage-keys'

/**
 * The visitor's analytics choice, remembered in localStorage. Nothing is recorded unless it
 * is "accepted"; with no choice the banner asks. Every tab follows a change made in another.
 */

export type ConsentChoice = 'accepted' | 'declined'

/** Where the visitor can accept: the banner, or the privacy page's setting. */
export type AcceptedFrom = 'bottom' | 'privacy-policy'

const CONSENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

const listeners = new Set<() => void>()
let acceptedNow: AcceptedFrom | null = null

function notify(): void {
  listeners.forEach((listener) => listener())
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.choice) notify()
}

export function readConsentChoice(): ConsentChoice | null {
  const value = readItem('local', STORAGE_KEYS.choice)
  return value === 'accepted' || value === 'declined' ? value : null
}

/** The consent id made when the visitor first accepted, or null. */
export function readConsentId(): string | null {
  const value = readItem('local', STORAGE_KEYS.consentId)
  return value !== null && CONSENT_ID_PATTERN.test(value) ? value : null
}

/** The consent id, made now if there is none yet (only ever called once the visitor accepted). */
export function ensureConsentId(): string {
  const existing = readConsentId()
  if (existing) return existing
  const made = randomHex(16)
  writeItem('local', STORAGE_KEYS.consentId, made)
  return made
}

export function acceptConsent(from: AcceptedFrom): void {
  ensureConsentId()
  acceptedNow = from
  writeItem('local', STORAGE_KEYS.choice, 'accepted')
  notify()
}

export function declineConsent(): void {
  acceptedNow = null
  writeItem('local', STORAGE_KEYS.choice, 'declined')
  notify()
}

/** Forgets the choice (not the consent id), so the banner asks again. */
export function resetConsent(): void {
  acceptedNow = null
  removeItem('local', STORAGE_KEYS.choice)
  notify()
}

/** Where the visitor accepted in this page, once: the tracker records that acceptance. */
export function takeAcceptance(): AcceptedFrom | null {
  const from = acceptedNow
  acceptedNow = null
  return from
}

/** Calls `listener` on every change of the choice, in this tab or another. */
export function subscribeToConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}
