import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatCalendarDate, telHref } from '../../../lib/format'
import classes from '../../../components/admin/record-details.module.css'
import { applicantName } from './admin-texts'
import { DocumentButtons } from './application-action-buttons'
import type { ApplicationRow } from './application-calls'
import { formatReceivedAt } from './received-at'
import type { ApplicationActions } from './use-application-actions'
import { EmailAddress } from '../../../components/email-address'
import { tallLink } from '../../../components/admin/touch-targets'

const NOT_GIVEN = 'Not given'

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={classes.details}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value === '' ? NOT_GIVEN : value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

const homeAddress = ({ address, city, state, zip_code }: ApplicationRow) =>
  [address, [city, [state, zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join('\n')

function mailState({ notify_status, notified_at, notify_attempts }: ApplicationRow): string {
  if (notify_status === 'sent') return `Sent ${formatReceivedAt(notified_at)}`
  if (notify_status === 'failed') return `Failed after ${notify_attempts} attempts`
  return 'Waiting to be sent'
}

/** Every field of an application, its documents to download, and who sent it. */
export function ApplicationDetails({ application, actions }: { application: ApplicationRow; actions: ApplicationActions }) {
  return (
    <Stack gap="lg">
      <Section title="Applicant">
        <Fields
          rows={[
            ['Name', applicantName(application)],
            ['Email', <Anchor href={`mailto:${application.email}`} className={tallLink}><EmailAddress address={application.email} /></Anchor>],
            ['Phone', <Anchor href={telHref(application.phone)} className={tallLink}>{application.phone}</Anchor>],
            ['Address', homeAddress(application)],
          ]}
        />
      </Section>
      <Section title="Position">
        <Fields
          rows={[
            ['Applied for', application.job_title],
            ['Experience', `${application.experience_years} ${application.experience_years === 1 ? 'year' : 'years'}`],
            ['CDL license', application.cdl_license ? 'Yes' : 'No'],
            ['Available from', formatCalendarDate(application.availability_date)],
          ]}
        />
      </Section>
      <Section title="Cover letter">
        <Text className={classes.longText}>{application.cover_letter.trim() || NOT_GIVEN}</Text>
      </Section>
      <Section title="Documents">
        <Group gap="xs">
          <DocumentButtons application={application} actions={actions} withOthers />
        </Group>
      </Section>
      <Section title="Record">
        <Fields
          rows={[
            ['Received', formatReceivedAt(application.created)],
            ['Last changed', formatReceivedAt(application.updated)],
            ['Sent by', application.expand?.user?.email ?? (application.user ? 'A signed-in account' : 'A visitor (not signed in)')],
            ['Careers e-mail', mailState(application)],
            ['Reference', application.id],
          ]}
        />
      </Section>
    </Stack>
  )
}
