import { isRedirect, type ParsedLocation } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { notifyError } from '../../lib/notify'
import { signedOut, type AuthState } from './auth-state'
import { requireAdmin, requireSignedIn } from './guards'

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn() }))

const location = { href: '/quotes?page=2' } as ParsedLocation
const carrier: AuthState = { ...signedOut, isSignedIn: true, roles: ['carrier'], primaryRole: 'carrier' }
const admin: AuthState = { ...carrier, roles: ['admin'], primaryRole: 'admin', isAdmin: true }

function thrownBy(guard: () => void): unknown {
  try {
    guard()
  } catch (thrown) {
    return thrown
  }
  return undefined
}

beforeEach(() => {
  vi.clearAllMocks()
})

describe('requireSignedIn', () => {
  it('sends a signed-out visitor to /auth with the way back', () => {
    const thrown = thrownBy(() => requireSignedIn(signedOut, location))
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: object }).options).toMatchObject({ to: '/auth', search: { redirect: '/quotes?page=2' } })
  })

  it('lets a user through, and decides nothing while the session is being confirmed', () => {
    expect(thrownBy(() => requireSignedIn(carrier, location))).toBeUndefined()
    expect(thrownBy(() => requireSignedIn({ ...signedOut, isLoading: true }, location))).toBeUndefined()
  })
})

describe('requireAdmin', () => {
  it('sends a non-admin home with the Access Denied toast', () => {
    const thrown = thrownBy(() => requireAdmin(carrier, location, false))
    expect((thrown as { options: object }).options).toMatchObject({ to: '/', replace: true })
    expect(notifyError).toHaveBeenCalledWith('Access Denied', "You don't have admin privileges.")
  })

  it('does not toast for a preload', () => {
    expect(isRedirect(thrownBy(() => requireAdmin(carrier, location, true)))).toBe(true)
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('lets an admin through and waits while loading', () => {
    expect(thrownBy(() => requireAdmin(admin, location, false))).toBeUndefined()
    expect(thrownBy(() => requireAdmin({ ...carrier, isLoading: true }, location, false))).toBeUndefined()
    expect(notifyError).not.toHaveBeenCalled()
  })
})
