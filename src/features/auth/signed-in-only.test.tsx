import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import type { Role } from '../../lib/record-types'
import { AuthContext, type AuthContextValue } from './auth-context'
import { signedOut } from './auth-state'
import { SignedInOnly } from './signed-in-only'
import { fakeUser } from '../../../tests/unit/fixtures/session'

function renderWith(auth: Partial<AuthContextValue>, roles?: Role[]) {
  const value: AuthContextValue = { ...signedOut, isProfileLoading: false, signOut: async () => {}, ...auth }
  const page = (children: ReactNode) => (
    <AuthContext value={value}>
      <SignedInOnly roles={roles}>{children}</SignedInOnly>
    </AuthContext>
  )
  const router = createRouter({
    routeTree: createRootRoute({ component: () => page(<p>The page</p>) }),
    history: createMemoryHistory(),
  })
  renderWithMantine(<RouterProvider router={router} />)
}

afterEach(cleanup)

const driver = { isSignedIn: true, user: fakeUser({ roles: ['driver'] }), roles: ['driver'] as Role[], primaryRole: 'driver' as Role }

describe('SignedInOnly', () => {
  it('says Loading... while the session is being confirmed', async () => {
    renderWith({ ...driver, isLoading: true })
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
    expect(screen.queryByText('The page')).not.toBeInTheDocument()
  })

  it('shows the page to a user holding any required role', async () => {
    renderWith(driver, ['carrier', 'driver'])
    expect(await screen.findByText('The page')).toBeInTheDocument()
  })

  it('shows Access Denied to a user without the required roles', async () => {
    renderWith(driver, ['admin'])
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(screen.getByText("You don't have the required permissions to access this page.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(screen.queryByText('The page')).not.toBeInTheDocument()
  })
})
