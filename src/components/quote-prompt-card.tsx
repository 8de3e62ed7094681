import { Button, CloseButton, Text } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { company } from '../content/company'
import classes from './quote-prompt.module.css'
import { usePromptAreaBusy } from './quote-prompt-placement'

/** The prompt itself, watching what it would cover only while it could show. */
export function PlacedPrompt({ onDismiss }: { onDismiss: () => void }) {
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
