import { Anchor, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from '../../../components/admin/record-details.module.css'
import { telHref } from '../../../lib/format'
import { formatReceivedAt } from './admin-texts'
import type { MessageRow } from './message-calls'
import { EmailAddress } from '../../../components/email-address'
import { tallLink } from '../../../components/admin/touch-targets'

function mailState({ notify_status, notified_at, notify_attempts }: MessageRow): string {
  if (notify_status === 'sent') return `Sent ${formatReceivedAt(notified_at)}`
  if (notify_status === 'failed') return `Failed after ${notify_attempts} attempts`
  return 'Waiting to be sent'
}

/** Every field of a message: the sender, the text, and where it came from. */
export function MessageDetails({ message }: { message: MessageRow }) {
  const rows: [string, ReactNode][] = [
    ['From', message.name],
    ['Email', <Anchor href={`mailto:${message.email}`} className={tallLink}><EmailAddress address={message.email} /></Anchor>],
    ['Phone', message.phone ? <Anchor href={telHref(message.phone)} className={tallLink}>{message.phone}</Anchor> : 'Not given'],
    ['Subject', message.subject],
    ['Received', formatReceivedAt(message.created)],
    ['Sent by', message.expand?.user?.email ?? (message.user ? 'A signed-in account' : 'A visitor (not signed in)')],
    ['Dispatch e-mail', mailState(message)],
    ['Reference', message.id],
  ]
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" bg="gray.0" component="blockquote" m={0} aria-label="Message">
        <Text className={classes.longText}>{message.message}</Text>
      </Paper>
      <dl className={classes.details}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  )
}
