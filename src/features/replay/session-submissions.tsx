import '@mantine/core/styles/List.layer.css'
import { Anchor, List, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'

interface SessionSubmission {
  kind: 'quote' | 'application' | 'message'
  id: string
  name: string
}

const KIND_LABELS: Record<SessionSubmission['kind'], string> = { quote: 'Quote request', application: 'Job application', message: 'Contact message' }

/** A link of its own line, 44 px tall, for a finger. */
const TOUCH = { mih: 44, display: 'inline-flex', style: { alignItems: 'center' } } as const

function SubmissionLink({ submission }: { submission: SessionSubmission }) {
  const label = `${KIND_LABELS[submission.kind]} from ${submission.name}`
  switch (submission.kind) {
    case 'quote':
      return <Anchor {...TOUCH} renderRoot={(props) => <Link {...props} to="/admin/quotes" search={{ quote: submission.id }} />}>{label}</Anchor>
    case 'application':
      return <Anchor {...TOUCH} renderRoot={(props) => <Link {...props} to="/admin/careers" search={{ application: submission.id }} />}>{label}</Anchor>
    case 'message':
      return <Anchor {...TOUCH} renderRoot={(props) => <Link {...props} to="/admin/messages" search={{ message: submission.id }} />}>{label}</Anchor>
  }
}

/** The quotes, applications and contact messages sent during the recorded session, linked to their records. */
export function SessionSubmissions({ pb, sessionId }: { pb: TypedPocketBase; sessionId: string }) {
  const [submissions, setSubmissions] = useState<SessionSubmission[] | null>(null)
  useEffect(() => {
    let current = true
    pb.send<{ submissions: SessionSubmission[] }>('/api/admin/session-submissions', { query: { session: sessionId } }).then(
      (answer) => current && setSubmissions(answer.submissions),
      () => current && setSubmissions([]),
    )
    return () => {
      current = false
    }
  }, [pb, sessionId])
  if (!submissions || submissions.length === 0) return null
  return (
    <Stack gap={4} component="section" aria-label="Sent during this session">
      <Title order={3} size="h5">Sent during this session</Title>
      <List spacing={0}>
        {submissions.map((submission) => (
          <List.Item key={`${submission.kind}:${submission.id}`}>
            <Text component="span" size="sm"><SubmissionLink submission={submission} /></Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}
