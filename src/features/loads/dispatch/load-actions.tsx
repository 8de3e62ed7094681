import { Button, Group } from '@mantine/core'
import { ConfirmButton } from '../../../components/confirm-button'
import type { DispatchLoad } from './dispatch-load'

export interface LoadActionHandlers {
  assign: (load: DispatchLoad) => void
  offer: (load: DispatchLoad) => void
  dispatch: (load: DispatchLoad) => Promise<unknown>
  cancel: (load: DispatchLoad) => Promise<unknown>
}

const isOpen = (load: DispatchLoad) => load.status !== 'delivered' && load.status !== 'cancelled'

/** Assign a driver, offer to escorts, dispatch and cancel, where the load's status allows them. */
export function LoadActions({ load, handlers }: { load: DispatchLoad; handlers: LoadActionHandlers }) {
  if (!isOpen(load)) return null
  const who = `the load for ${load.customer_name}`
  return (
    <Group gap={6} onClick={(event) => event.stopPropagation()}>
      <Button size="compact-md" mih={44} variant="light" aria-label={`Assign a driver to ${who}`} onClick={() => handlers.assign(load)}>
        Driver
      </Button>
      <Button size="compact-md" mih={44} variant="light" aria-label={`Offer ${who} to escorts`} onClick={() => handlers.offer(load)}>
        Escorts
      </Button>
      {load.status === 'scheduled' && load.driver && (
        <Button size="compact-md" mih={44} aria-label={`Dispatch ${who}`} onClick={() => void handlers.dispatch(load)}>
          Dispatch
        </Button>
      )}
      <ConfirmButton
        title="Cancel Load"
        message={`Cancel ${who}? The driver and escorts see it as cancelled; this cannot be undone.`}
        confirmLabel="Cancel Load"
        cancelLabel="Keep"
        onConfirm={() => handlers.cancel(load)}
        buttonProps={{
          size: 'compact-md',
          mih: 44,
          variant: 'subtle',
          color: 'red.8',
          'aria-label': `Cancel ${who}`,
        }}
      >
        Cancel
      </ConfirmButton>
    </Group>
  )
}
