import '@mantine/core/styles/Card.layer.css'
import { Card, Stack, Text, Title } from '@mantine/core'
import { AcceptOrDecline } from '../road/accept-or-decline'
import { sendRoadUpdate } from '../road/road-actions'
import type { useRoadSend } from '../road/use-road-send'

/** A new assignment: accept it, or decline it with a reason dispatch reads. */
export function AssignmentAnswer({ loadId, send }: { loadId: string; send: ReturnType<typeof useRoadSend> }) {
  const accept = () =>
    void send.run('accept', 'Load Accepted', () => sendRoadUpdate({ load: loadId, kind: 'accepted', title: 'Accepted the load' }))
  const decline = (reason: string) =>
    send.run('decline', 'Load Declined', () => sendRoadUpdate({ load: loadId, kind: 'declined', note: reason, title: 'Declined the load' }))

  return (
    <Card withBorder padding="md" bg="yellow.0">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          New assignment
        </Title>
        <Text>Dispatch assigned this load to you. Accept it, or decline with a reason.</Text>
        <AcceptOrDecline
          reasonRequired="Say why you decline this load"
          busy={send.busy === 'accept' || send.busy === 'decline' ? send.busy : null}
          onAccept={accept}
          onDecline={decline}
          keepReasonAs={`decline-load:${loadId}`}
        />
      </Stack>
    </Card>
  )
}
