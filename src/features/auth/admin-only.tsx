import '@mantine/core/styles/Skeleton.layer.css'
import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import { useAuth } from './use-auth'

/**
 * The page part of the admin guard (the redirects are the route's `beforeLoad`,
 * `requireAdmin`): placeholders until the session is confirmed to be an admin's.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isLoading, isAdmin } = useAuth()
  if (!isLoading && isAdmin) return children
  return (
    <Container size="xl" py="xl" role="status">
      <VisuallyHidden>Loading...</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={40} width="40%" />
        <Skeleton height={120} />
        <Skeleton height={240} />
      </Stack>
    </Container>
  )
}
