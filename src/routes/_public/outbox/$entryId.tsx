import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { Section } from '../../../components/section'
import { JobApplicationForm } from '../../../features/careers/job-application-form'
import { ContactForm } from '../../../features/contact/contact-form'
import { loadEntry } from '../../../lib/outbox/entry-actions'
import type { OutboxDraft, OutboxEntry } from '../../../lib/outbox/outbox-entry'
import { QuoteForm } from '../../../features/quotes/quote-form'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/outbox/$entryId')({
  head: () => pageHead('Correct and send again'),
  loader: ({ params }) => loadEntry(params.entryId),
  // Always read the entry afresh: another tab may have sent, changed or discarded it.
  staleTime: 0,
  gcTime: 0,
  component: CorrectEntryPage,
})

function EntryForm({ entry, draft, onSubmitted }: { entry: OutboxEntry; draft: OutboxDraft; onSubmitted: () => void }) {
  switch (entry.collection) {
    case 'quotes':
      return <QuoteForm variant="simplified" draft={draft} onSubmitted={onSubmitted} />
    case 'contact_messages':
      return <ContactForm draft={draft} onSubmitted={onSubmitted} />
    case 'job_applications':
      return <JobApplicationForm position={String(entry.fields.job_title ?? '')} draft={draft} onSubmitted={onSubmitted} />
  }
}

function CorrectEntryPage() {
  const loaded = Route.useLoaderData()
  const navigate = useNavigate()
  const backToList = () => void navigate({ to: '/outbox' })

  return (
    <>
      <PageHero eyebrow="Waiting to send" title="Correct and send again" subtitle={loaded?.entry.title} />
      <Section size="md">
        {loaded ? (
          <Stack gap="lg">
            {loaded.entry.rejection && (
              <Alert color="red" title="Not accepted">
                Our server did not accept this submission: {loaded.entry.rejection.message} Correct the marked fields and send
                it again.
              </Alert>
            )}
            <EntryForm
              key={loaded.entry.id}
              entry={loaded.entry}
              draft={{
                entryId: loaded.entry.id,
                fields: loaded.entry.fields,
                files: loaded.files,
                fieldErrors: loaded.entry.rejection?.fieldErrors ?? {},
              }}
              onSubmitted={backToList}
            />
          </Stack>
        ) : (
          <Text>
            This submission is no longer waiting: it was sent or discarded.{' '}
            <Anchor component={Link} to="/outbox">
              See what is still waiting
            </Anchor>
            .
          </Text>
        )}
      </Section>
    </>
  )
}
