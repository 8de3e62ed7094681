import { Alert, Button, Container } from '@mantine/core'
import { IconAlertTriangle, IconRefresh, IconWifiOff } from '@tabler/icons-react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isOfflineDataError, OFFLINE_DATA_MESSAGE } from '../lib/offline-data'
import { useOnlineStatus } from '../lib/use-online-status'

/** The router's default error view: what went wrong, and a retry that reloads the route. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const isOnline = useOnlineStatus()
  // Without a connection the real cause is the missing network, whatever the error says.
  const isOffline = !isOnline || isOfflineDataError(error)

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <Container size="sm" py={96}>
      <Alert
        color={isOffline ? 'steel' : 'red'}
        variant="light"
        title={isOffline ? "You're offline" : 'Something went wrong'}
        icon={isOffline ? <IconWifiOff aria-hidden="true" /> : <IconAlertTriangle aria-hidden="true" />}
      >
        {isOffline
          ? OFFLINE_DATA_MESSAGE
          : (error instanceof Error && error.message) || 'This page could not be loaded. Please try again.'}
      </Alert>
      <Button mt="lg" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => void router.invalidate()}>
        Try again
      </Button>
    </Container>
  )
}
