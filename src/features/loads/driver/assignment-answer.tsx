import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Card.layer.css'
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core'
import { useState } from 'react'
import { sendRoadUpdate } from '../road/road-actions'
import type { useRoadSend } from '../road/use-road-send'

/** A new assignment: accept it, or decline it with a reason dispatch reads. */
export function AssignmentAnswer({ loadId, send }: { loadId: string; send: ReturnType<typeof useRoadSend> }) {
  const [isDeclining, setIsDeclining] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)

  const decline = async () => {
    if (!reason.trim()) return setError('Say why you decline this load')
    setError(null)
    await send.run('decline', 'Load Declined', () =>
      sendRoadUpdate({
        load: loadId,
        kind: 'declined',
        note: reason.trim(),
        title: 'Declined the load',
      }),
    )
  }

  return (
    <Card withBorder padding="md" bg="yellow.0">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          New assignment
        </Title>
        <Text>Dispatch assigned this load to you. Accept it, or decline with a reason.</Text>
        {isDeclining && (
          <Textarea
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error}
            maxLength={500}
            autosize
          />
        )}
        <Group grow>
          {!isDeclining && (
            <Button
              mih={48}
              loading={send.busy === 'accept'}
              onClick={() =>
                void send.run('accept', 'Load Accepted', () =>
                  sendRoadUpdate({
                    load: loadId,
                    kind: 'accepted',
                    title: 'Accepted the load',
                  }),
                )
              }
            >
              Accept
            </Button>
          )}
          <Button
            mih={48}
            variant="outline"
            color="red.8"
            loading={send.busy === 'decline'}
            onClick={() => (isDeclining ? void decline() : setIsDeclining(true))}
          >
            {isDeclining ? 'Send decline' : 'Decline'}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
