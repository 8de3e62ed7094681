import '@mantine/core/styles/Card.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconMail, IconPhone } from '@tabler/icons-react'
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry'
import type { LoadStopRecord } from '../../../lib/record-types'
import { telHref } from '../../../lib/format'
import { formatMoment, formatWindow } from '../load-format'
import { STOP_KIND_LABELS } from '../load-statuses'
import { WaitingToSendBadge } from '../road/waiting-to-send-badge'
import { stopAsDone } from '../road/pending-updates'

interface StopCardProps {
  stop: LoadStopRecord
  number: number
  waiting: readonly OutboxEntry[]
  /** Whether the load is on the road (dispatched or in transit), so the stop can be worked. */
  canWork: boolean
  /** The place to leave before this stop can be arrived at (the stops are worked in order). */
  blockedBy: string | null
  busy: string | null
  onArrive: () => void
  onDepart: () => void
}

function DoneTime({ label, at, isWaiting }: { label: string; at: string; isWaiting: boolean }) {
  if (!at) return null
  return (
    <Group gap={6}>
      <Text size="sm">
        {label} {formatMoment(at)}
      </Text>
      {isWaiting && <WaitingToSendBadge size="sm" />}
    </Group>
  )
}

/** One stop: where, when, who to call, and one tap to record arriving and leaving. */
export function StopCard({ stop, number, waiting, canWork, blockedBy, busy, onArrive, onDepart }: StopCardProps) {
  const done = stopAsDone(stop, waiting)
  const name = `${STOP_KIND_LABELS[stop.kind || 'stop']}: ${stop.place}`
  return (
    <Card withBorder padding="md" component="li" aria-label={`Stop ${number}, ${name}`}>
      <Stack gap={6}>
        <Text fw={700}>
          {number}. {name}
        </Text>
        {formatWindow(stop) && <Text size="sm">Window: {formatWindow(stop)}</Text>}
        {stop.contact_name && <Text size="sm">Contact: {stop.contact_name}</Text>}
        <Group gap="md">
          {stop.contact_phone && (
            <Anchor href={telHref(stop.contact_phone)} mih={44} display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
              <IconPhone size={18} aria-hidden="true" /> {stop.contact_phone}
            </Anchor>
          )}
          {stop.contact_email && (
            <Anchor href={`mailto:${stop.contact_email}`} mih={44} display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
              <IconMail size={18} aria-hidden="true" /> {stop.contact_email}
            </Anchor>
          )}
        </Group>
        {stop.notes && <Text size="sm">{stop.notes}</Text>}
        <DoneTime label="Arrived" at={done.arrivedAt} isWaiting={done.arrivalWaiting} />
        <DoneTime label="Departed" at={done.departedAt} isWaiting={done.departureWaiting} />
        {canWork && !done.arrivedAt && blockedBy && (
          <Text size="sm" c="gray.7">
            Record Departed at {blockedBy} first.
          </Text>
        )}
        {canWork && !done.arrivedAt && !blockedBy && (
          <Button mih={48} size="md" loading={busy === `arrive-${stop.id}`} onClick={onArrive} aria-label={`Arrived at ${stop.place}`}>
            Arrived
          </Button>
        )}
        {canWork && done.arrivedAt && !done.departedAt && (
          <Button
            mih={48}
            size="md"
            variant="outline"
            color="hazard.8"
            loading={busy === `depart-${stop.id}`}
            onClick={onDepart}
            aria-label={`Departed from ${stop.place}`}
          >
            Departed
          </Button>
        )}
      </Stack>
    </Card>
  )
}
