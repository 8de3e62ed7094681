import { Button, CloseButton, Text } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { Link, useRouterState } from '@tanstack/react-router'
import { company } from '../content/company'
import { useScrolledPast } from '../lib/use-scrolled-past'
import { useSessionFlag } from '../lib/use-session-flag'
import classes from './quote-prompt.module.css'
import { isPromptPage, usePromptAreaBusy } from './quote-prompt-placement'

export const QUOTE_PROMPT_DISMISSED_KEY = 'ironbridge:quote-prompt-dismissed'
const SHOW_AFTER_SCROLL_PX = 500

/**
 * A floating offer on the marketing pages once the visitor scrolls down; dismissed for the
 * browser session. It steps aside wherever it would cover a form, the footer or a field being
 * filled in, and is a single slim row on phones.
 */
export function QuotePrompt() {
  const hasScrolledDown = useScrolledPast(SHOW_AFTER_SCROLL_PX)
  const [isDismissed, dismiss] = useSessionFlag(QUOTE_PROMPT_DISMISSED_KEY)
  const isOnPromptPage = useRouterState({ select: (state) => isPromptPage(state.location.pathname) })
  if (!hasScrolledDown || isDismissed || !isOnPromptPage) return null
  return <PlacedPrompt onDismiss={dismiss} />
}

/** The prompt itself, watching what it would cover only while it could show. */
function PlacedPrompt({ onDismiss }: { onDismiss: () => void }) {
  if (usePromptAreaBusy()) return null
  return (
    <aside className={classes.prompt} aria-label="Free quote offer">
      <div className={classes.words}>
        <Text fw={700} className={classes.heading}>
          Moving something big?
        </Text>
        <Text size="sm" c="steel.1" mt={4}>
          Get a free, no-obligation quote. We reply within 24 hours.
        </Text>
      </div>
      <div className={classes.actions}>
        <Button component={Link} to="/quote" className={classes.quote}>
          Get Free Quote
        </Button>
        <Button
          component="a"
          href={company.dispatchPhone.href}
          variant="outline"
          aria-label="Call Now"
          className={classes.call}
          leftSection={<IconPhone size={18} aria-hidden="true" />}
        >
          <span className={classes.callLabel}>Call Now</span>
        </Button>
      </div>
      <CloseButton className={classes.close} onClick={onDismiss} aria-label="Dismiss quote offer" variant="transparent" c="steel.2" />
    </aside>
  )
}
