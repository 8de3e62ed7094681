import { BaseAuthStore } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { hasAnyRole, readAuthState } from './auth-state'
import { fakeToken, fakeUser } from '../../../tests/unit/fixtures/session'

function storeWith(token: string, record: object | null) {
  const store = new BaseAuthStore()
  store.save(token, record as never)
  return store
}

describe('readAuthState', () => {
  it('is signed out with an empty store', () => {
    const state = readAuthState(new BaseAuthStore())
    expect(state).toMatchObject({ isSignedIn: false, isAdmin: false, user: null, roles: [], primaryRole: null })
  })

  it('reads the user and keeps the role order, the first being primary', () => {
    const user = fakeUser({ roles: ['pilot_car', 'admin'] })
    const state = readAuthState(storeWith(fakeToken(), user))
    expect(state.isSignedIn).toBe(true)
    expect(state.user?.email).toBe(user.email)
    expect(state.roles).toEqual(['pilot_car', 'admin'])
    expect(state.primaryRole).toBe('pilot_car')
    expect(state.isAdmin).toBe(true)
  })

  it('is not admin without the admin role', () => {
    const state = readAuthState(storeWith(fakeToken(), fakeUser({ roles: ['carrier'] })))
    expect(state.isAdmin).toBe(false)
    expect(hasAnyRole(state, ['admin', 'driver'])).toBe(false)
    expect(hasAnyRole(state, ['carrier'])).toBe(true)
  })

  it('treats an expired session as signed out', () => {
    const state = readAuthState(storeWith(fakeToken(-60), fakeUser()))
    expect(state.isSignedIn).toBe(false)
  })

  it('ignores sessions of other collections (a superuser) and unknown role values', () => {
    const superuser = { ...fakeUser(), collectionName: '_superusers' }
    expect(readAuthState(storeWith(fakeToken(), superuser)).isSignedIn).toBe(false)

    const odd = fakeUser({ roles: ['carrier', 'owner' as never] })
    expect(readAuthState(storeWith(fakeToken(), odd)).roles).toEqual(['carrier'])
  })
})
