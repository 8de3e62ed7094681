import { Text } from '@mantine/core'
import { erasedSummary } from './erased-summary'
import type { ForgetOutcome } from './forget-visitor'

export type ForgetState = { status: 'idle' | 'busy' | 'failed' } | { status: 'done'; outcome: ForgetOutcome }

function Outcome({ outcome }: { outcome: ForgetOutcome }) {
  if (outcome.status === 'nothing-recorded') return <Text size="sm">Nothing was recorded about visits from this browser.</Text>
  return (
    <>
      <Text size="sm" fw={700}>
        Erased from our server:
      </Text>
      <ul>
        {erasedSummary(outcome.erased).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Text size="sm">This browser&apos;s visitor and session ids are gone too.</Text>
    </>
  )
}

/** What Forget me did, announced to screen readers as it appears. */
export function ForgetResult({ state }: { state: ForgetState }) {
  return (
    <div role="status">
      {state.status === 'done' && <Outcome outcome={state.outcome} />}
      {state.status === 'failed' && (
        <Text size="sm" c="red.9">
          We couldn&apos;t reach our server, so nothing was erased. Please try again.
        </Text>
      )}
    </div>
  )
}
