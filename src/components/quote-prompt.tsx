import { Button, CloseButton, Group, Text } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { Link, useRouterState } from '@tanstack/react-router'
import { company } from '../content/company'
import { useScrolledPast } from '../lib/use-scrolled-past'
import { useSessionFlag } from '../lib/use-session-flag'
import classes from './quote-prompt.module.css'

export const QUOTE_PROMPT_DISMISSED_KEY = 'ironbridge:quote-prompt-dismissed'
const SHOW_AFTER_SCROLL_PX = 500

/**
 * A floating offer that appears once the visitor scrolls down; dismissed for the browser
 * session. Not on the quote page itself, where it would only cover the form being filled in.
 */
export function QuotePrompt() {
  const hasScrolledDown = useScrolledPast(SHOW_AFTER_SCROLL_PX)
  const [isDismissed, dismiss] = useSessionFlag(QUOTE_PROMPT_DISMISSED_KEY)
  const isOnQuotePage = useRouterState({ select: (state) => state.location.pathname === '/quote' })

  if (!hasScrolledDown || isDismissed || isOnQuotePage) return null
  return (
    <aside className={classes.prompt} aria-label="Free quote offer">
      <CloseButton
        className={classes.close}
        onClick={dismiss}
        aria-label="Dismiss quote offer"
        variant="transparent"
        c="steel.2"
      />
      <Text fw={700} fz="lg" className={classes.heading}>
        Moving something big?
      </Text>
      <Text size="sm" c="steel.1" mt={4}>
        Get a free, no-obligation quote. We reply within 24 hours.
      </Text>
      <Group gap="xs" mt="md" grow>
        <Button component={Link} to="/quote" size="sm">
          Get Free Quote
        </Button>
        <Button
          component="a"
          href={company.dispatchPhone.href}
          size="sm"
          variant="outline"
          leftSection={<IconPhone size={16} aria-hidden="true" />}
        >
          Call Now
        </Button>
      </Group>
    </aside>
  )
}
