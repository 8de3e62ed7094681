import { Button, Container, Group, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useId } from 'react'
import { company } from '../content/company'
import classes from './cta-banner.module.css'

/** The closing call to action of marketing pages. On /quote itself it offers no link to the page it is on. */
export function CtaBanner() {
  const headingId = useId()
  const isOnQuotePage = useRouterState({ select: (state) => state.location.pathname === '/quote' })

  return (
    <section className={classes.banner} aria-labelledby={headingId}>
      <Container size="lg" className={classes.inner}>
        <Title order={2} id={headingId} className={classes.title}>
          Ready to Tackle the Impossible?
        </Title>
        <Text size="lg" className={classes.text}>
          From permits and route surveys to pilot cars and delivery, our team moves your heaviest, widest
          and most valuable freight safely and on schedule.
        </Text>
        <Group justify="center" gap="md" mt="lg">
          {!isOnQuotePage && (
            <Button component={Link} to="/quote" size="lg" color="steel.9" rightSection={<IconArrowRight size={20} aria-hidden="true" />}>
              Get a Quote Now
            </Button>
          )}
          <Button component={Link} to="/contact" size="lg" variant="outline" color="steel.9">
            Contact Us
          </Button>
        </Group>
        <Text size="sm" mt="md" className={classes.phone}>
          Or call 24/7 dispatch: <a href={company.dispatchPhone.href}>{company.dispatchPhone.display}</a>
        </Text>
      </Container>
    </section>
  )
}
