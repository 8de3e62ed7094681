import { SimpleGrid, Stack } from '@mantine/core'
import type { OutboxDraft } from '../../lib/outbox/outbox-entry'
import { LazySubmissionReceipt } from '../../lib/outbox/lazy-submission-receipt'
import { useOutboxForm, type KeptFields } from '../../lib/outbox/use-outbox-form'
import { LONG_TEXT_MAX_LENGTH, LONG_TEXT_MAX_ROWS } from '../../lib/form/long-texts'
import { contactRecordFields, contactSchema, contactValuesFrom, emptyContact, type ContactValues } from './contact-schema'
import { contactTexts, summarizeContact } from './contact-texts'

const toSubmission = (values: ContactValues) => ({
  collection: 'contact_messages' as const,
  fields: contactRecordFields(values),
  title: `Message: ${values.subject.trim()}`,
})

const keep: KeptFields<ContactValues> = { name: 'contact', fields: ['name', 'email', 'phone', 'subject', 'message'] }

interface ContactFormProps {
  draft?: OutboxDraft
  onSubmitted?: () => void
}

/** The contact form: stored as a contact message and mailed to dispatch. */
export function ContactForm({ draft, onSubmitted }: ContactFormProps) {
  const { form, formProps, receipt, startAgain } = useOutboxForm({
    schema: contactSchema,
    defaults: draft ? contactValuesFrom(draft.fields) : emptyContact,
    texts: contactTexts,
    toSubmission,
    summarize: summarizeContact,
    draft,
    onSubmitted,
    keep,
  })
  if (receipt) return <LazySubmissionReceipt receipt={receipt} texts={contactTexts} onAgain={startAgain} headingOrder={3} />

  return (
    <form {...formProps} aria-label="Contact us">
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
        <form.AppField name="message">{(f) => <f.TextareaField label="Message" minRows={5} maxRows={LONG_TEXT_MAX_ROWS} maxCharacters={LONG_TEXT_MAX_LENGTH.contact_messages.message} required />}</form.AppField>
        <form.AppForm>
          <form.SubmitButton label="Send Message" busyLabel="Sending..." size="md" />
        </form.AppForm>
      </Stack>
    </form>
  )
}
