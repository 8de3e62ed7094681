import { Button, Container, Group, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useId } from 'react'
import { company } from '../content/company'
import classes from './cta-banner.module.css'

/**
 * Back to the top of the page, smoothly unless reduced motion is preferred. Focus goes to the
 * page's heading when it takes focus (`tabIndex={-1}`), else to the main landmark, so that the
 * next Tab lands in what follows it.
 */
function backToTop(): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
  const target = document.querySelector<HTMLElement>('main h1[tabindex="-1"]') ?? document.querySelector<HTMLElement>('main[tabindex="-1"]')
  target?.focus({ preventScroll: true })
}

function GetQuoteButton() {
  const isOnQuotePage = useRouterState({ select: (state) => state.location.pathname === '/quote' })
  const look = { size: 'lg', color: 'steel.9' } as const
  // On /quote the form is at the top of the page already: the button takes the visitor there.
  if (isOnQuotePage) {
    return (
      <Button {...look} onClick={backToTop}>
        Get a Quote Now
      </Button>
    )
  }
  return (
    <Button {...look} component={Link} to="/quote" rightSection={<IconArrowRight size={20} aria-hidden="true" />}>
      Get a Quote Now
    </Button>
  )
}

/** The closing call to action of marketing pages. */
export function CtaBanner() {
  const headingId = useId()

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
          <GetQuoteButton />
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
