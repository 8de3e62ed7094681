/**
 * The session the SDK keeps in localStorage (its LocalAuthStore, under `pocketbase_auth`),
 * read without loading the SDK: a first visit by a visitor who is not signed in never needs it.
 */
export const SESSION_STORAGE_KEY = 'pocketbase_auth'

export interface StoredSession {
  token: string
  record: { [field: string]: unknown } | null
  /** The token is well formed and not expired (the SDK's own test). */
  isValid: boolean
}

function tokenPayload(token: string): { exp?: unknown } {
  try {
    const part = token.split('.')[1] ?? ''
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
    const payload: unknown = JSON.parse(json)
    return payload && typeof payload === 'object' ? payload : {}
  } catch {
    return {}
  }
}

/** Whether `token` is a JWT that has not expired (one without `exp` never does). */
export function isTokenValid(token: string, nowSeconds = Date.now() / 1000): boolean {
  const payload = tokenPayload(token)
  if (Object.keys(payload).length === 0) return false
  return typeof payload.exp !== 'number' || payload.exp > nowSeconds
}

export function readStoredSession(storage: Storage = window.localStorage): StoredSession {
  let stored: unknown = null
  try {
    stored = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null')
  } catch {
    stored = null
  }
  const { token, record } = (stored && typeof stored === 'object' ? stored : {}) as { token?: unknown; record?: unknown }
  const validToken = typeof token === 'string' ? token : ''
  return {
    token: validToken,
    record: record && typeof record === 'object' ? (record as StoredSession['record']) : null,
    isValid: validToken !== '' && isTokenValid(validToken),
  }
}
