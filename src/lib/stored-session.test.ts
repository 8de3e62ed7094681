import { describe, expect, it } from 'vitest'
import { isTokenValid, readStoredSession, SESSION_STORAGE_KEY } from './stored-session'

function token(payload: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`
}

const inAnHour = Date.now() / 1000 + 3600

describe('isTokenValid', () => {
  it('accepts a token that has not expired and refuses one that has', () => {
    expect(isTokenValid(token({ id: 'u1', exp: inAnHour }))).toBe(true)
    expect(isTokenValid(token({ id: 'u1', exp: Date.now() / 1000 - 1 }))).toBe(false)
  })

  it('refuses what is not a token', () => {
    expect(isTokenValid('')).toBe(false)
    expect(isTokenValid('not-a-token')).toBe(false)
  })
})

describe('readStoredSession', () => {
  it('reads the session the SDK saved', () => {
    const saved = token({ id: 'u1', exp: inAnHour })
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: saved, record: { id: 'u1', collectionName: 'users' } }))
    expect(readStoredSession()).toEqual({ token: saved, record: { id: 'u1', collectionName: 'users' }, isValid: true })
  })

  it('is signed out when nothing or something unreadable is stored', () => {
    localStorage.removeItem(SESSION_STORAGE_KEY)
    expect(readStoredSession()).toEqual({ token: '', record: null, isValid: false })
    localStorage.setItem(SESSION_STORAGE_KEY, '{broken')
    expect(readStoredSession().isValid).toBe(false)
  })
})
