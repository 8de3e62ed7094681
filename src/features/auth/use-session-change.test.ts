import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { signedOut, type AuthState } from './auth-state'
import { fakeUser } from '../../../tests/unit/fixtures/session'
import { useSessionChange } from './use-session-change'

const signedIn = (user = fakeUser(), isLoading = false): AuthState => ({
  user,
  roles: user.roles,
  primaryRole: user.roles[0] ?? null,
  isSignedIn: true,
  isAdmin: user.roles.includes('admin'),
  isLoading,
})

function renderSession(initial: AuthState) {
  const onChange = vi.fn()
  const { rerender } = renderHook(({ auth }) => useSessionChange(auth, onChange), { initialProps: { auth: initial } })
  return { onChange, show: (auth: AuthState) => rerender({ auth }) }
}

describe('useSessionChange', () => {
  it('stays quiet while a restored session is confirmed and renewed with a fresh record', () => {
    const { onChange, show } = renderSession(signedIn(fakeUser(), true))
    show(signedIn(fakeUser({ updated: '2025-02-01 00:00:00.000Z' })))
    show(signedIn(fakeUser({ updated: '2025-03-01 00:00:00.000Z', first_name: 'Augusta' })))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('reports a sign-out, a sign-in and a switch to another user, once each', () => {
    const { onChange, show } = renderSession(signedIn())
    show(signedOut)
    expect(onChange).toHaveBeenCalledTimes(1)
    show(signedIn())
    expect(onChange).toHaveBeenCalledTimes(2)
    show(signedIn(fakeUser({ id: 'user0000000002b', email: 'grace@example.test' })))
    expect(onChange).toHaveBeenCalledTimes(3)
    show(signedIn(fakeUser({ id: 'user0000000002b', email: 'grace@example.test' })))
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('reports roles granted or withdrawn, which route guards decide on', () => {
    const { onChange, show } = renderSession(signedIn(fakeUser({ roles: ['carrier', 'admin'] })))
    show(signedIn(fakeUser({ roles: ['carrier'] })))
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
