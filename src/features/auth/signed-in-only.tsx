import { Center, Loader, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Role } from '../../lib/record-types'
import { AccessDenied } from './access-denied'
import { hasAnyRole } from './auth-state'
import { useAuth } from './use-auth'

interface SignedInOnlyProps {
  /** When given, holding any one of them grants access. */
  roles?: readonly Role[]
  children: ReactNode
}

/**
 * The page part of the signed-in guard (the redirect of a signed-out visitor is the route's
 * `beforeLoad`, `requireSignedIn`): Loading... while the session is confirmed, Access Denied
 * without a required role, else the page.
 */
export function SignedInOnly({ roles, children }: SignedInOnlyProps) {
  const auth = useAuth()
  if (auth.isLoading || !auth.isSignedIn) {
    return (
      <Center py={96} role="status">
        <Loader size="sm" mr="sm" aria-hidden="true" />
        <Text>Loading...</Text>
      </Center>
    )
  }
  if (roles && !hasAnyRole(auth, roles)) return <AccessDenied />
  return children
}
