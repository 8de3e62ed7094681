import '@mantine/core/styles/Input.layer.css'
import { Button, Divider, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import type { OutboxDraft } from '../../lib/outbox/outbox-entry'
import { LazySubmissionReceipt } from '../../lib/outbox/lazy-submission-receipt'
import { useOutboxForm, type KeptFields } from '../../lib/outbox/use-outbox-form'
import { acceptAttribute, OTHER_DOCUMENTS_HINT } from './application-files'
import {
  applicationFiles,
  applicationRecordFields,
  applicationSchema,
  applicationValuesFrom,
  emptyApplication,
  EXPERIENCE_OPTIONS,
  GENERAL_APPLICATION,
  type ApplicationValues,
} from './application-schema'
import { applicationTexts, summarizeApplication } from './application-texts'
import { UploadProgress } from './upload-progress'
import { CheckboxField } from '../../lib/form/fields/checkbox-field'
import { FileField, FilesField } from '../../lib/form/fields/file-field'
import { SelectField } from '../../lib/form/fields/select-field'
import { LONG_TEXT_MAX_LENGTH, LONG_TEXT_MAX_ROWS } from '../../lib/form/long-texts'

const toSubmission = async (values: ApplicationValues) => ({
  collection: 'job_applications' as const,
  fields: applicationRecordFields(values),
  files: await applicationFiles(values),
  title: `Application: ${values.job_title} (${values.first_name.trim()} ${values.last_name.trim()})`,
})

// Files are chosen again; the position comes from the opening the dialog was opened for.
const keep: KeptFields<ApplicationValues> = {
  name: 'job-application',
  fields: ['first_name', 'last_name', 'email', 'phone', 'address', 'city', 'state', 'zip_code', 'experience_years', 'cdl_license', 'availability_date', 'cover_letter'],
}

interface JobApplicationFormProps {
  /** The opening applied for, or General Application. */
  position: string
  /** Opening titles to choose from; without them the position is shown read-only. */
  positionOptions?: string[]
  draft?: OutboxDraft
  /** After it was sent or saved for later; the form has been reset. */
  onSubmitted?: () => void
  /** Done, beside "Submit another application" once it was sent: e.g. closes the dialog. */
  onClose?: () => void
}

export function JobApplicationForm({ position, positionOptions = [], draft, onSubmitted, onClose }: JobApplicationFormProps) {
  const { form, formProps, uploadProgress, receipt, startAgain } = useOutboxForm({
    schema: applicationSchema,
    defaults: draft ? applicationValuesFrom(draft.fields, draft.files) : emptyApplication(position),
    texts: applicationTexts,
    toSubmission,
    summarize: summarizeApplication,
    draft,
    onSubmitted,
    keep,
  })
  const positions = positionOptions.length > 0 ? [...positionOptions, GENERAL_APPLICATION] : []
  if (receipt) {
    const close = onClose && <Button onClick={onClose}>Done</Button>
    return <LazySubmissionReceipt receipt={receipt} texts={applicationTexts} onAgain={startAgain} headingOrder={3} actions={close} />
  }

  return (
    <form {...formProps} aria-label="Job application">
      <Stack gap="md">
        {positions.length > 0 ? (
          <form.AppField name="job_title">{() => <SelectField label="Position" data={positions} required />}</form.AppField>
        ) : (
          <TextInput label="Position" value={position} readOnly />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.AppField name="first_name">{(f) => <f.TextField label="First Name" autoComplete="given-name" required />}</form.AppField>
          <form.AppField name="last_name">{(f) => <f.TextField label="Last Name" autoComplete="family-name" required />}</form.AppField>
          <form.AppField name="email">{(f) => <f.TextField label="Email" type="email" autoComplete="email" required />}</form.AppField>
          <form.AppField name="phone">{(f) => <f.TextField label="Phone" type="tel" autoComplete="tel" required />}</form.AppField>
        </SimpleGrid>
        <form.AppField name="address">{(f) => <f.TextField label="Address" autoComplete="street-address" />}</form.AppField>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <form.AppField name="city">{(f) => <f.TextField label="City" autoComplete="address-level2" />}</form.AppField>
          <form.AppField name="state">{(f) => <f.TextField label="State" autoComplete="address-level1" />}</form.AppField>
          <form.AppField name="zip_code">{(f) => <f.TextField label="ZIP Code" autoComplete="postal-code" />}</form.AppField>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.AppField name="experience_years">
            {() => <SelectField label="Years of Experience" data={EXPERIENCE_OPTIONS} />}
          </form.AppField>
          <form.AppField name="availability_date">{(f) => <f.TextField label="Available From" type="date" />}</form.AppField>
        </SimpleGrid>
        <form.AppField name="cdl_license">{() => <CheckboxField label="I hold a valid CDL" />}</form.AppField>
        <form.AppField name="cover_letter">{(f) => <f.TextareaField label="Cover Letter" description="Optional" maxRows={LONG_TEXT_MAX_ROWS} maxCharacters={LONG_TEXT_MAX_LENGTH.job_applications.cover_letter} />}</form.AppField>
        <Divider />
        <Title order={4}>Documents</Title>
        <form.AppField name="resume">
          {() => <FileField label="Resume" description="PDF, DOC or DOCX, maximum 10 MB" accept={acceptAttribute('resume')} required />}
        </form.AppField>
        <form.AppField name="cdl_document">
          {() => <FileField label="CDL" description="PDF, JPG or PNG, maximum 10 MB" accept={acceptAttribute('cdl_document')} />}
        </form.AppField>
        <form.AppField name="other_documents">
          {() => (
            <FilesField
              label="Additional Documents"
              description={OTHER_DOCUMENTS_HINT}
              accept={acceptAttribute('other_documents')}
            />
          )}
        </form.AppField>
        {uploadProgress !== null && <UploadProgress fraction={uploadProgress} />}
        <form.AppForm>
          <form.SubmitButton label="Submit Application" busyLabel="Submitting..." size="md" />
        </form.AppForm>
      </Stack>
    </form>
  )
}
