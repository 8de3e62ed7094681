import '@mantine/core/styles/List.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import { Alert, Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { StatusBadge } from '../../../components/status-badge'
import { useOutbox } from '../../../lib/outbox/use-outbox'
import { rejectionReason } from '../../../lib/outbox/read-answer'
import type { TypedPocketBase } from '../../../lib/record-types'
import { loadStatuses } from '../load-statuses'
import { WaitingToSendBadge } from '../road/waiting-to-send-badge'
import { hasWaitingProof, statusAsDone, stopOrder, waitingFor } from '../road/pending-updates'
import { sendRoadUpdate } from '../road/road-actions'
import { useRoadSend } from '../road/use-road-send'
import { AssignmentAnswer } from './assignment-answer'
import type { DriverLoad } from './driver-loads'
import { LoadDocuments, LoadFacts } from './load-facts'
import { ProofOfDelivery } from './proof-of-delivery'
import { RoadNote } from './road-note'
import { SharePositionSwitch } from './share-position-switch'
import { StopCard } from './stop-card'

/** One load for its driver: the answer to the assignment, stops to work, facts, permits, proof and Delivered. */
export function LoadDetail({ pb, load }: { pb: TypedPocketBase; load: DriverLoad }) {
  const send = useRoadSend()
  const waiting = waitingFor(useOutbox().entries, load.id)
  const status = statusAsDone(load, load.stops, waiting)
  const answered =
    load.driver_response !== 'pending' || waiting.some(({ fields }) => fields.kind === 'accepted' || fields.kind === 'declined')
  const canWork = load.driver_response !== 'declined' && (status === 'dispatched' || status === 'in_transit')
  const hasProof = load.documents.some(({ kind }) => kind === 'proof_of_delivery') || hasWaitingProof(waiting)
  const order = stopOrder(load.stops, waiting)
  const update = (name: string, title: string, kind: 'arrived' | 'departed' | 'delivered', stop?: string) =>
    void send.run(name, title, () => sendRoadUpdate({ load: load.id, kind, stop, title, withPosition: true }))

  return (
    <Stack gap="md">
      <Anchor renderRoot={(props) => <Link {...props} to="/loads/assigned" search={{}} />} mih={44}>
        ← All my loads
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz="xl">
            {load.customer_name}
          </Title>
          <Text>{load.equipment}</Text>
        </div>
        <Group gap={6}>
          <StatusBadge value={status} statuses={loadStatuses} />
          {/* Delivered, say, on this device only: a driver on one bar must not take it as done. */}
          {status !== load.status && <WaitingToSendBadge />}
        </Group>
      </Group>
      {waiting.length > 0 && (
        <Alert color="hazard" title={`${waiting.length} waiting to be sent`} aria-live="polite">
          <List size="sm">
            {waiting.map((entry) => (
              <List.Item key={entry.id}>
                {entry.title} {entry.status === 'rejected' && <Badge color="red.8">Not accepted: {entry.rejection && rejectionReason(entry.rejection)}</Badge>}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {!answered && <AssignmentAnswer loadId={load.id} send={send} />}
      {load.driver_response === 'declined' && <Alert color="red">You declined this load: {load.driver_decline_reason}</Alert>}
      {canWork && <SharePositionSwitch />}
      <Title order={3} fz="lg">
        Stops
      </Title>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {load.stops.map((stop, index) => (
          <StopCard
            key={stop.id}
            stop={stop}
            number={index + 1}
            waiting={waiting}
            canWork={canWork}
            blockedBy={order.blockedBy[index] ?? null}
            busy={send.busy}
            onArrive={() => update(`arrive-${stop.id}`, `Arrived: ${stop.place}`, 'arrived', stop.id)}
            onDepart={() => update(`depart-${stop.id}`, `Departed: ${stop.place}`, 'departed', stop.id)}
          />
        ))}
      </Stack>
      <LoadFacts load={load} />
      <LoadDocuments pb={pb} documents={load.documents} />
      {status === 'in_transit' && !hasProof && <ProofOfDelivery loadId={load.id} send={send} />}
      {status === 'in_transit' && hasProof && <Text>Proof of delivery saved.</Text>}
      {status === 'in_transit' && (
        <Button
          mih={52}
          size="lg"
          color="green.9"
          disabled={!hasProof || order.lastStop !== null}
          loading={send.busy === 'delivered'}
          onClick={() => update('delivered', 'Delivered', 'delivered')}
        >
          Delivered
        </Button>
      )}
      {status === 'in_transit' && order.lastStop && <Text size="sm">Record Arrived at {order.lastStop} to mark the load delivered.</Text>}
      {status === 'in_transit' && !hasProof && <Text size="sm">Save the proof of delivery to mark the load delivered.</Text>}
      {canWork && <RoadNote loadId={load.id} send={send} />}
    </Stack>
  )
}
