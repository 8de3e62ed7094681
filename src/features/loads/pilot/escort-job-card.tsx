import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Card.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { StatusBadge } from '../../../components/status-badge'
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry'
import type { TypedPocketBase } from '../../../lib/record-types'
import { LoadDocuments } from '../driver/load-facts'
import { formatLoadSize, formatPickupDate, formatRoute } from '../load-format'
import { escortStatuses, loadStatuses } from '../load-statuses'
import { sendRoadUpdate } from '../road/road-actions'
import type { useRoadSend } from '../road/use-road-send'
import type { EscortJob } from './escort-jobs'

interface EscortJobCardProps {
  pb: TypedPocketBase
  job: EscortJob
  /** This job's answer waiting in the outbox, if any. */
  waitingAnswer: OutboxEntry | undefined
  send: ReturnType<typeof useRoadSend>
}

function Answer({ job, send }: Pick<EscortJobCardProps, 'job' | 'send'>) {
  const [isDeclining, setIsDeclining] = useState(false)
  const [reason, setReason] = useState('')
  const load = job.load
  const route = formatRoute(job.stops)
  const decline = () =>
    send.run(`decline-${job.id}`, 'Escort Declined', () =>
      sendRoadUpdate({ load, kind: 'escort_declined', note: reason.trim(), title: `Declined escort: ${route}` }),
    )
  return (
    <Stack gap="xs">
      {isDeclining && (
        <Textarea label="Reason (optional)" value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} autosize />
      )}
      <Group grow>
        {!isDeclining && (
          <Button
            mih={48}
            loading={send.busy === `accept-${job.id}`}
            aria-label={`Accept the escort of ${route}`}
            onClick={() => void send.run(`accept-${job.id}`, 'Escort Accepted', () => sendRoadUpdate({ load, kind: 'escort_accepted', title: `Accepted escort: ${route}` }))}
          >
            Accept
          </Button>
        )}
        <Button
          mih={48}
          variant="outline"
          color="red.8"
          loading={send.busy === `decline-${job.id}`}
          onClick={() => (isDeclining ? void decline() : setIsDeclining(true))}
        >
          {isDeclining ? 'Send decline' : 'Decline'}
        </Button>
      </Group>
    </Stack>
  )
}

/** One escort job: the load's route, pickup day, size, states and permits, and the answer. */
export function EscortJobCard({ pb, job, waitingAnswer, send }: EscortJobCardProps) {
  const load = job.load_record
  const answerKind = waitingAnswer?.fields.kind
  const shownStatus = answerKind === 'escort_accepted' ? 'accepted' : answerKind === 'escort_declined' ? 'declined' : job.status
  return (
    <Card withBorder padding="md" component="li" aria-label={`Escort of ${formatRoute(job.stops)}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>{load ? formatPickupDate(load) : 'Load removed'}</Text>
          <Group gap={6}>
            <StatusBadge value={shownStatus} statuses={escortStatuses} />
            {waitingAnswer && (
              <Badge color="yellow.4" c="dark">
                Waiting to send
              </Badge>
            )}
          </Group>
        </Group>
        <Text>{formatRoute(job.stops)}</Text>
        {load && (
          <>
            <Text size="sm">
              {load.equipment} · {formatLoadSize(load)}
            </Text>
            <Text size="sm">States: {load.route_states.join(', ') || '—'}</Text>
            <StatusBadge value={load.status} statuses={loadStatuses} size="sm" />
            {load.special_instructions && <Text size="sm">{load.special_instructions}</Text>}
          </>
        )}
        {waitingAnswer?.status === 'rejected' && <Alert color="red">Not accepted: {waitingAnswer.rejection?.message}</Alert>}
        {shownStatus === 'offered' && load && <Answer job={job} send={send} />}
        {job.documents.length > 0 && <LoadDocuments pb={pb} documents={job.documents} />}
      </Stack>
    </Card>
  )
}
