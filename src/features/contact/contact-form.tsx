import { SimpleGrid, Stack } from '@mantine/core'
import { useRef } from 'react'
import { useAppForm } from '../../lib/form/app-form'
import { focusFirstError } from '../../lib/form/focus-first-error'
import { submitHandler } from '../../lib/form/server-errors'
import { useInitialServerErrors } from '../../lib/form/use-initial-server-errors'
import type { OutboxDraft } from '../../lib/outbox/outbox-entry'
import { submitterToken } from '../../lib/outbox/submitter-token'
import { useOutboxSubmission, type SubmissionTexts } from '../../lib/outbox/use-outbox-submission'
import { contactRecordFields, contactSchema, contactValuesFrom, emptyContact, type ContactValues } from './contact-schema'

const contactTexts: SubmissionTexts = {
  what: 'message',
  sent: { title: 'Message Sent!', message: "We've received your message and will get back to you shortly." },
  refused: { title: 'Error', message: 'Failed to send your message. Please try again.' },
  unexpected: { title: 'Error', message: 'An unexpected error occurred. Please try again.' },
}

const submissionOf = (values: ContactValues) => ({
  collection: 'contact_messages' as const,
  fields: contactRecordFields(values),
  files: [],
  authToken: submitterToken(),
  title: `Message: ${values.subject.trim()}`,
  sentNotice: contactTexts.sent,
})

interface ContactFormProps {
  draft?: OutboxDraft
  onSubmitted?: () => void
}

/** The contact form: stored as a contact message and mailed to dispatch. */
export function ContactForm({ draft, onSubmitted }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const { submit } = useOutboxSubmission(contactTexts, { entryId: draft?.entryId, onDone: onSubmitted })
  const form = useAppForm({
    defaultValues: draft ? contactValuesFrom(draft.fields) : emptyContact,
    validators: { onChange: contactSchema },
    onSubmit: ({ value, formApi }) => submit(submissionOf(value), formApi, formRef.current),
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })
  useInitialServerErrors(form, draft?.fieldErrors)

  return (
    <form ref={formRef} noValidate aria-label="Contact us" onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.AppField name="name">{(f) => <f.TextField label="Name" autoComplete="name" required />}</form.AppField>
          <form.AppField name="email">{(f) => <f.TextField label="Email" type="email" autoComplete="email" required />}</form.AppField>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.AppField name="phone">
            {(f) => <f.TextField label="Phone" description="Optional" type="tel" autoComplete="tel" />}
          </form.AppField>
          <form.AppField name="subject">{(f) => <f.TextField label="Subject" required />}</form.AppField>
        </SimpleGrid>
        <form.AppField name="message">{(f) => <f.TextareaField label="Message" minRows={5} required />}</form.AppField>
        <form.AppForm>
          <form.SubmitButton label="Send Message" busyLabel="Sending..." size="md" />
        </form.AppForm>
      </Stack>
    </form>
  )
}
