import { Alert, Box, Button, Container } from '@mantine/core'
import { IconAlertTriangle, IconRefresh, IconWifiOff } from '@tabler/icons-react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isOfflineDataError, OFFLINE_DATA_MESSAGE } from '../lib/offline-data'
import { useOnlineStatus } from '../lib/use-online-status'

interface RouteErrorNoticeProps {
  error: unknown
  /** What the page could not load, e.g. 'the fleet': the notice is then titled "We couldn't load the fleet". */
  subject?: string
  /** What to say offline instead of the standard sentence, e.g. 'The pictures load when you reconnect.' */
  offlineMessage?: string
}

interface ErrorText {
  isOffline: boolean
  title: string
  message: string
}

type DescribeOptions = Omit<RouteErrorNoticeProps, 'error'> & { isOnline: boolean }

/** What went wrong, in words a visitor can act on. */
export function describeRouteError(error: unknown, { isOnline, subject, offlineMessage }: DescribeOptions): ErrorText {
  // Without a connection the real cause is the missing network, whatever the error says.
  if (!isOnline || isOfflineDataError(error)) {
    return { isOffline: true, title: "You're offline", message: offlineMessage ?? OFFLINE_DATA_MESSAGE }
  }
  const title = subject ? `We couldn't load ${subject}` : 'Something went wrong'
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined
  if (status === 0) return { isOffline: false, title, message: 'The server could not be reached. Check your connection and retry.' }
  if (typeof status === 'number' && status >= 500) {
    return { isOffline: false, title, message: `The server had a problem answering (error ${status}). Please retry in a moment.` }
  }
  const message = (error instanceof Error && error.message) || 'This page could not be loaded. Please try again.'
  return { isOffline: false, title, message }
}

/**
 * A route's failed load, said plainly, with a Retry that loads the route again; a route
 * shows it inside its own layout.
 * Example: `errorComponent: ({ error }) => <FleetLayout><RouteErrorNotice error={error} subject="the fleet" /></FleetLayout>`
 */
export function RouteErrorNotice({ error, ...options }: RouteErrorNoticeProps) {
  const router = useRouter()
  const { isOffline, title, message } = describeRouteError(error, { ...options, isOnline: useOnlineStatus() })
  const [isRetrying, setIsRetrying] = useState(false)

  useEffect(() => {
    console.error(error)
  }, [error])

  const retry = () => {
    setIsRetrying(true)
    void router.invalidate().finally(() => setIsRetrying(false))
  }

  return (
    <Box py="xl">
      <Alert
        color={isOffline ? 'steel' : 'red'}
        variant="light"
        title={title}
        icon={isOffline ? <IconWifiOff aria-hidden="true" /> : <IconAlertTriangle aria-hidden="true" />}
      >
        {message}
      </Alert>
      <Button mt="lg" leftSection={<IconRefresh size={18} aria-hidden="true" />} loading={isRetrying} onClick={retry}>
        Retry
      </Button>
    </Box>
  )
}

/** The router's default error view, for routes without one of their own. */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <Container size="sm" py={64}>
      <RouteErrorNotice error={error} />
    </Container>
  )
}
