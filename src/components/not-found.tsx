import { Button, Container, Text, Title } from '@mantine/core'
import { IconHome } from '@tabler/icons-react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { documentTitle } from '../lib/head'
import classes from './not-found.module.css'

/** The 404 page body; logs the missing path so broken links show up in the console. */
export function NotFound() {
  // The path this page was resolved for: on the way out (Return to Home) the location
  // already names the next page while this one is still drawn.
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname })

  useEffect(() => {
    console.warn(`404 Not Found: no page at ${pathname}`)
  }, [pathname])

  return (
    <Container size="sm" className={classes.page}>
      <title>{documentTitle('Page Not Found')}</title>
      <Text className={classes.code} aria-hidden="true">
        404
      </Text>
      <Title order={1}>Page Not Found</Title>
      <Text size="lg" c="gray.7" mt="md">
        Sorry, the page you are looking for does not exist or has been moved.
      </Text>
      <Button component={Link} to="/" size="lg" mt="xl" leftSection={<IconHome size={20} aria-hidden="true" />}>
        Return to Home
      </Button>
    </Container>
  )
}
