import { Button, Container, Text, Title } from '@mantine/core'
import { IconHome, IconLock } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { documentTitle } from '../../lib/head'

/** Shown in place of a page whose required roles the signed-in user does not hold. */
export function AccessDenied() {
  return (
    <Container size="sm" py={96} ta="center">
      <title>{documentTitle('Access Denied')}</title>
      <IconLock size={56} aria-hidden="true" color="var(--mantine-color-red-7)" />
      <Title order={1} mt="md">
        Access Denied
      </Title>
      <Text size="lg" c="gray.7" mt="md">
        You don't have the required permissions to access this page.
      </Text>
      <Button component={Link} to="/" size="lg" mt="xl" leftSection={<IconHome size={20} aria-hidden="true" />}>
        Return to Home
      </Button>
    </Container>
  )
}
