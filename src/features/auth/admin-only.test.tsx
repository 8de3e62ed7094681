import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { AdminOnly } from './admin-only'
import { AuthContext, type AuthContextValue } from './auth-context'
import { signedOut } from './auth-state'

function renderWith(auth: Partial<AuthContextValue>) {
  const value: AuthContextValue = { ...signedOut, isProfileLoading: false, signOut: async () => {}, ...auth }
  renderWithMantine(
    <AuthContext value={value}>
      <AdminOnly>
        <p>Back office</p>
      </AdminOnly>
    </AuthContext>,
  )
}

afterEach(cleanup)

describe('AdminOnly', () => {
  it('shows placeholders while the session is confirmed, even for an admin', () => {
    renderWith({ isSignedIn: true, isAdmin: true, isLoading: true })
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    expect(screen.queryByText('Back office')).not.toBeInTheDocument()
  })

  it('never shows the back office to a non-admin', () => {
    renderWith({ isSignedIn: true, isAdmin: false })
    expect(screen.queryByText('Back office')).not.toBeInTheDocument()
  })

  it('shows it to a confirmed admin', () => {
    renderWith({ isSignedIn: true, isAdmin: true })
    expect(screen.getByText('Back office')).toBeInTheDocument()
  })
})
