import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { CallDispatchButton } from '../../components/call-dispatch-button'

/** A hero's two actions: a quote button (to /quote) and a call to 24/7 dispatch. */
export function HeroActions({ quoteLabel }: { quoteLabel: string }) {
  return (
    <>
      <Button component={Link} to="/quote" size="lg">
        {quoteLabel}
      </Button>
      <CallDispatchButton color="white" />
    </>
  )
}
