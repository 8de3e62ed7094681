import type { UserRecord } from '../../lib/record-types'

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

/** An unsigned token the SDK accepts as valid (or expired) by its `exp` claim. */
export function fakeToken(expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ exp, type: 'auth' })}.signature`
}

export function fakeUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 'user0000000001a',
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    email: 'ada@example.test',
    emailVisibility: false,
    verified: true,
    first_name: 'Ada',
    last_name: 'Byron',
    phone: '',
    company_name: '',
    roles: ['carrier'],
    created: '2025-01-01 00:00:00.000Z',
    updated: '2025-01-01 00:00:00.000Z',
    ...overrides,
  }
}
