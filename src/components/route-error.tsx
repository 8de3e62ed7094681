import { Alert, Button, Container } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

/** The router's default error view: what went wrong, and a retry that reloads the route. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <Container size="sm" py={96}>
      <Alert
        color="red"
        variant="light"
        title="Something went wrong"
        icon={<IconAlertTriangle aria-hidden="true" />}
      >
        {(error instanceof Error && error.message) || 'This page could not be loaded. Please try again.'}
      </Alert>
      <Button mt="lg" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => void router.invalidate()}>
        Try again
      </Button>
    </Container>
  )
}
