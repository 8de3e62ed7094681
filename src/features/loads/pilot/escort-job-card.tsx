import '@mantine/core/styles/Card.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import { Alert, Card, Group, Stack, Text } from '@mantine/core'
import { StatusBadge } from '../../../components/status-badge'
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry'
import { rejectionReason } from '../../../lib/outbox/read-answer'
import type { TypedPocketBase } from '../../../lib/record-types'
import { formatLoadSize, formatMoment, formatPickupDate, formatRoute } from '../load-format'
import { LoadRoute } from '../load-route'
import { escortStatuses, loadStatuses } from '../load-statuses'
import { WaitingToSendBadge } from '../road/waiting-to-send-badge'
import { AcceptOrDecline } from '../road/accept-or-decline'
import { sendRoadUpdate } from '../road/road-actions'
import type { useRoadSend } from '../road/use-road-send'
import { AcceptedEscort } from './accepted-escort'
import { jobGroup, type EscortJob, type EscortLoad } from './escort-jobs'

interface EscortJobCardProps {
  pb: TypedPocketBase
  job: EscortJob
  /** This job's answer waiting in the outbox, if any. */
  waitingAnswer: OutboxEntry | undefined
  send: ReturnType<typeof useRoadSend>
}

function Answer({ job, route, send }: { job: EscortJob; route: string; send: EscortJobCardProps['send'] }) {
  const [accepting, declining] = [`accept-${job.id}`, `decline-${job.id}`]
  const load = job.load
  const accept = () =>
    void send.run(accepting, 'Escort Accepted', () => sendRoadUpdate({ load, kind: 'escort_accepted', title: `Accepted escort: ${route}` }))
  const decline = (reason: string) =>
    send.run(declining, 'Escort Declined', () => sendRoadUpdate({ load, kind: 'escort_declined', note: reason, title: `Declined escort: ${route}` }))
  return (
    <AcceptOrDecline
      acceptName={`Accept the escort of ${route}`}
      busy={send.busy === accepting ? 'accept' : send.busy === declining ? 'decline' : null}
      onAccept={accept}
      onDecline={decline}
      keepReasonAs={`decline-escort:${load}`}
    />
  )
}

/** What an offer says to decide on: equipment, size, states and instructions. */
function OfferSummary({ details }: { details: EscortLoad }) {
  return (
    <>
      <Text size="sm">
        {details.equipment} · {formatLoadSize(details)}
      </Text>
      <Text size="sm">States: {details.route_states.join(', ') || '—'}</Text>
      {details.special_instructions && <Text size="sm">{details.special_instructions}</Text>}
    </>
  )
}

// The load ran (or was called off) before the pilot answered: there is nothing left to accept.
function ClosedOffer() {
  return <Text size="sm">This offer is closed: the load is no longer running.</Text>
}

function DeclinedNote({ job }: { job: EscortJob }) {
  const when = formatMoment(job.responded_at)
  return (
    <Text size="sm">
      You declined this offer{when && ` on ${when}`}
      {job.decline_reason && `: ${job.decline_reason}`}.
    </Text>
  )
}

/** One escort job: the pickup day and route, what the load is, and the answer; once accepted, all the escort works from. */
export function EscortJobCard({ pb, job, waitingAnswer, send }: EscortJobCardProps) {
  const details = job.details
  const route = details ? formatRoute(details.stops) : ''
  // A refused answer changed nothing: the job shows as the server has it, with the reason.
  const answerKind = waitingAnswer?.status === 'pending' ? waitingAnswer.fields.kind : undefined
  const shownStatus = answerKind === 'escort_accepted' ? 'accepted' : answerKind === 'escort_declined' ? 'declined' : job.status
  const isDeclined = job.status === 'declined'
  const isClosedOffer = shownStatus === 'offered' && jobGroup(job) === 'past'
  return (
    <Card withBorder padding="md" component="li" aria-label={details ? `Escort of ${route}` : isDeclined ? 'Declined escort offer' : 'Escort offer'}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>{details ? formatPickupDate(details) : isDeclined ? 'Declined offer' : 'Escort offer'}</Text>
          <Group gap={6}>
            <StatusBadge value={isClosedOffer ? 'closed' : shownStatus} statuses={escortStatuses} />
            {answerKind && <WaitingToSendBadge />}
          </Group>
        </Group>
        {isDeclined ? (
          <DeclinedNote job={job} />
        ) : (
          <Text>
            <LoadRoute stops={details?.stops ?? []} />
          </Text>
        )}
        {details && <StatusBadge value={details.status} statuses={loadStatuses} size="sm" />}
        {details && job.status !== 'accepted' && <OfferSummary details={details} />}
        {waitingAnswer?.status === 'rejected' && <Alert color="red">Not accepted: {waitingAnswer.rejection && rejectionReason(waitingAnswer.rejection)}</Alert>}
        {shownStatus === 'offered' && details && (isClosedOffer ? <ClosedOffer /> : <Answer job={job} route={route} send={send} />)}
        {details && job.status === 'accepted' && <AcceptedEscort pb={pb} job={job} details={details} />}
      </Stack>
    </Card>
  )
}
