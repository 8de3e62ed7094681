import { Button } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { company } from '../../content/company'
import classes from './hero-actions.module.css'

/** A hero's two actions: a quote button (to /quote) and a call to 24/7 dispatch. */
export function HeroActions({ quoteLabel }: { quoteLabel: string }) {
  return (
    <>
      <Button component={Link} to="/quote" size="lg">
        {quoteLabel}
      </Button>
      <Button
        component="a"
        href={company.dispatchPhone.href}
        size="lg"
        variant="outline"
        color="white"
        classNames={{ root: classes.call, label: classes.callLabel }}
        leftSection={<IconPhone size={20} aria-hidden="true" />}
      >
        {/* One piece of text, not flex items, so the space before the number stays and the words wrap before it. */}
        <span className={classes.callText}>
          Call Dispatch <span className={classes.number}>{company.dispatchPhone.display}</span>
        </span>
      </Button>
    </>
  )
}
