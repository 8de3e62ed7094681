import '@mantine/core/styles/Input.layer.css'
import { Button, Group, Stack, Textarea } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useKeptText } from '../../../lib/form/use-kept-text'

interface AcceptOrDeclineProps {
  /** Accept's accessible name, where the button alone does not say what is accepted. */
  acceptName?: string
  /** What to say when a decline is sent without a reason; without it the reason is optional. */
  reasonRequired?: string
  /** The answer being sent, if any. */
  busy: 'accept' | 'decline' | null
  onAccept: () => void
  /** Sends the decline; resolves whether it was sent or kept to send, when the reason may go. */
  onDecline: (reason: string) => Promise<boolean> | void
  /** Names the reason's draft, kept over a reload until the decline is sent or cancelled. */
  keepReasonAs?: string
}

/**
 * An answer to an assignment or an offer: Accept, or Decline and then a reason to send, with
 * Cancel back to the choice. Focus moves to the reason, and back to Decline on Cancel.
 */
export function AcceptOrDecline({ acceptName, reasonRequired, busy, onAccept, onDecline, keepReasonAs }: AcceptOrDeclineProps) {
  const [reason, setReason, discardReason] = useKeptText(keepReasonAs)
  // A reason kept from before a reload reopens the decline it was typed for.
  const [isDeclining, setIsDeclining] = useState(reason !== '')
  const [error, setError] = useState<string | null>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const declineRef = useRef<HTMLButtonElement>(null)
  const hasChosen = useRef(false)

  useEffect(() => {
    // Not on the first render: the page must not jump to an answer nobody touched.
    if (hasChosen.current) (isDeclining ? reasonRef : declineRef).current?.focus()
  }, [isDeclining])

  const choose = (declining: boolean) => {
    hasChosen.current = true
    setIsDeclining(declining)
    discardReason()
    setError(null)
  }
  const sendDecline = () => {
    if (reasonRequired && !reason.trim()) return setError(reasonRequired)
    setError(null)
    void Promise.resolve(onDecline(reason.trim())).then((isSent) => {
      if (isSent) discardReason()
    })
  }

  return (
    <Stack gap="xs">
      {isDeclining && (
        <Textarea
          ref={reasonRef}
          label={reasonRequired ? 'Reason' : 'Reason (optional)'}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          maxLength={500}
          autosize
        />
      )}
      {isDeclining ? (
        <Group grow>
          <Button mih={48} variant="default" disabled={busy === 'decline'} onClick={() => choose(false)}>
            Cancel
          </Button>
          <Button mih={48} variant="outline" color="red.9" loading={busy === 'decline'} onClick={sendDecline}>
            Send decline
          </Button>
        </Group>
      ) : (
        <Group grow>
          <Button mih={48} loading={busy === 'accept'} aria-label={acceptName} onClick={onAccept}>
            Accept
          </Button>
          <Button ref={declineRef} mih={48} variant="outline" color="red.9" onClick={() => choose(true)}>
            Decline
          </Button>
        </Group>
      )}
    </Stack>
  )
}
