import { Button, type ButtonProps } from '@mantine/core'
import { IconLogin2, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ChromeAccount } from './chrome-account'

interface AccountLinksProps {
  account: ChromeAccount
  /** Compact links for the header bar, or large full-width buttons for the mobile menu. */
  layout: 'bar' | 'menu'
  onNavigate?: () => void
}

/**
 * Sign In when signed out; Admin (admins only), My Profile and Sign Out when signed in. In the
 * header bar the account chip beside the main navigation is the way to My Profile.
 */
export function AccountLinks({ account, layout, onNavigate }: AccountLinksProps) {
  const look: ButtonProps =
    layout === 'bar'
      ? { variant: 'subtle', color: 'steel.1', size: 'compact-sm' }
      : { variant: 'default', size: 'lg', fullWidth: true, justify: 'flex-start' }
  const icon = (Icon: typeof IconLogin2) => <Icon size={layout === 'bar' ? 16 : 20} aria-hidden="true" />

  if (!account.isSignedIn) {
    return (
      <Button {...look} component={Link} to="/auth" leftSection={icon(IconLogin2)} onClick={onNavigate}>
        Sign In
      </Button>
    )
  }
  return (
    <>
      {account.isAdmin && (
        <Button {...look} component={Link} to="/admin" leftSection={icon(IconShieldLock)} onClick={onNavigate}>
          Admin
        </Button>
      )}
      {layout === 'menu' && (
        <Button {...look} component={Link} to="/dashboard" leftSection={icon(IconUserCircle)} onClick={onNavigate}>
          My Profile
        </Button>
      )}
      <Button
        {...look}
        leftSection={icon(IconLogout)}
        onClick={() => {
          onNavigate?.()
          account.onSignOut()
        }}
      >
        Sign Out
      </Button>
    </>
  )
}
