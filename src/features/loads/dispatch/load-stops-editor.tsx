import '@mantine/core/styles/Card.layer.css'
import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { ConfirmButton } from '../../../components/confirm-button'
import { notifyOutcome, notifySuccess } from '../../../lib/notify'
import type { LoadStopRecord, TypedPocketBase } from '../../../lib/record-types'
import { formatMoment, formatWindow, inStopOrder } from '../load-format'
import { STOP_KIND_LABELS } from '../load-statuses'
import type { DispatchLoad } from './dispatch-load'
import { addStop, canReorder, defaultNewIndex, firstOpenIndex, isArrived, moveStop, removeStop, saveStop } from './load-edits'
import { emptyStop, stopValuesOf } from './new-load-schema'
import { StopForm, type PositionChoice } from './stop-form'

const stopName = (stop: LoadStopRecord) => `${STOP_KIND_LABELS[stop.kind || 'stop']}: ${stop.place}`

function positionChoice(stops: readonly LoadStopRecord[]): PositionChoice {
  const first = firstOpenIndex(stops)
  const options = []
  for (let index = first; index <= stops.length; index++) {
    const before = stops[index - 1]
    options.push({ value: String(index), label: before ? `After ${index}. ${before.place}` : 'First' })
  }
  return { options, initial: defaultNewIndex(stops) }
}

interface StopRowProps {
  pb: TypedPocketBase
  stop: LoadStopRecord
  index: number
  count: number
  /** Moves allowed: the load is not in transit yet; `firstOpen` is the first index a stop may take. */
  movable: boolean
  firstOpen: number
  onEdit: () => void
}

function StopRow({ pb, stop, index, count, movable, firstOpen, onEdit }: StopRowProps) {
  const arrived = isArrived(stop)
  const move = (to: number) =>
    void notifyOutcome(() => moveStop(pb, stop.id, to), {
      failure: { title: 'Move Failed', message: `${stop.place} could not be moved.` },
    })
  const canMove = movable && !arrived
  return (
    <Card withBorder padding="sm" component="li" aria-label={`Stop ${index + 1}, ${stopName(stop)}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 14rem' }}>
          <Text fw={700}>
            {index + 1}. {stopName(stop)}
          </Text>
          {formatWindow(stop) && <Text size="sm">Window: {formatWindow(stop)}</Text>}
          {(stop.contact_name || stop.contact_phone) && (
            <Text size="sm">Contact: {[stop.contact_name, stop.contact_phone].filter(Boolean).join(' · ')}</Text>
          )}
          {arrived && (
            <Text size="sm" c="gray.7">
              Arrived {formatMoment(stop.arrived_at)}
              {stop.departed_at && ` · Departed ${formatMoment(stop.departed_at)}`}
            </Text>
          )}
        </Stack>
        <Group gap={4}>
          {canMove && (
            <>
              <ActionIcon size={44} variant="subtle" aria-label={`Move ${stop.place} up`} disabled={index - 1 < firstOpen} onClick={() => move(index - 1)}>
                <IconArrowUp size={20} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon size={44} variant="subtle" aria-label={`Move ${stop.place} down`} disabled={index + 1 >= count} onClick={() => move(index + 1)}>
                <IconArrowDown size={20} aria-hidden="true" />
              </ActionIcon>
            </>
          )}
          <Button size="compact-md" mih={44} variant="light" aria-label={`Edit ${stop.place}`} onClick={onEdit}>
            Edit
          </Button>
          {!arrived && (
            <ConfirmButton
              title="Remove Stop"
              message={`Remove ${stopName(stop)} from this load? The driver's app drops it too.`}
              confirmLabel="Remove"
              onConfirm={() => removeStop(pb, stop.id).then(() => notifySuccess('Stop Removed', `${stop.place} is no longer a stop of this load.`))}
              buttonProps={{ size: 'compact-md', mih: 44, variant: 'default', color: 'red.9', c: 'red.9', 'aria-label': `Remove ${stop.place}` }}
            >
              Remove
            </ConfirmButton>
          )}
        </Group>
      </Group>
    </Card>
  )
}

/** The load's stops in order: add one anywhere after the road's progress, edit, move, remove. */
export function LoadStopsEditor({ pb, load }: { pb: TypedPocketBase; load: DispatchLoad }) {
  const stops = inStopOrder(load.expand?.load_stops_via_load ?? [])
  const [editing, setEditing] = useState<string | null>(null)
  const firstOpen = firstOpenIndex(stops)
  const movable = canReorder(load)

  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Stops
      </Title>
      {!movable && (
        <Text size="sm" c="gray.7">
          The load is on the road: stops keep their order; a new one goes after those arrived at.
        </Text>
      )}
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {stops.map((stop, index) =>
          editing === stop.id ? (
            <Card withBorder padding="sm" component="li" key={stop.id}>
              <StopForm
                name={`Edit stop ${index + 1}`}
                initial={stopValuesOf(stop)}
                submitLabel="Save Stop"
                onSave={async (values) => {
                  await saveStop(pb, stop.id, values)
                  notifySuccess('Stop Saved', `${values.place} is saved; the driver sees it.`)
                  setEditing(null)
                }}
                onCancel={() => setEditing(null)}
              />
            </Card>
          ) : (
            <StopRow
              key={stop.id}
              pb={pb}
              stop={stop}
              index={index}
              count={stops.length}
              movable={movable}
              firstOpen={firstOpen}
              onEdit={() => setEditing(stop.id)}
            />
          ),
        )}
      </Stack>
      {editing === 'new' ? (
        <Card withBorder padding="sm">
          <StopForm
            name="New stop"
            initial={emptyStop('stop')}
            position={positionChoice(stops)}
            submitLabel="Add Stop"
            onSave={async (values, position) => {
              await addStop(pb, load.id, position, values)
              notifySuccess('Stop Added', `${values.place} is a stop of this load; the driver sees it.`)
              setEditing(null)
            }}
            onCancel={() => setEditing(null)}
          />
        </Card>
      ) : (
        <Button variant="light" mih={44} leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Add stop
        </Button>
      )}
    </Stack>
  )
}
