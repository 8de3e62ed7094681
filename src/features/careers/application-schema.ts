import * as v from 'valibot'
import { emailAddress, optionalFutureDate, optionalPostalCode, optionalText, requiredPhone, requiredText, toRecordDate } from '../../lib/form/schema-parts'
import { LONG_TEXT_MAX_LENGTH } from '../../lib/form/long-texts'
import type { FieldValue, StoredFile } from '../../lib/outbox/outbox-entry'
import { documentFile, documentFiles, filesOf, MAX_TOTAL_FILE_BYTES, storeFiles, TOTAL_SIZE_MESSAGE, totalFileBytes } from './application-files'

/** Years of experience as offered (public-site.md §5): the value is the lower bound in years. */
export const EXPERIENCE_OPTIONS = [
  { value: '0', label: 'Less than 1 year' },
  { value: '1', label: '1-2 years' },
  { value: '3', label: '3-5 years' },
  { value: '6', label: '6-10 years' },
  { value: '11', label: '10+ years' },
]

export const GENERAL_APPLICATION = 'General Application'

const applicationFields = v.object({
  job_title: requiredText(150),
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailAddress(),
  phone: requiredPhone(),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zip_code: optionalPostalCode(),
  experience_years: v.picklist(EXPERIENCE_OPTIONS.map((option) => option.value)),
  cdl_license: v.boolean(),
  availability_date: optionalFutureDate('Availability date cannot be in the past'),
  cover_letter: optionalText(LONG_TEXT_MAX_LENGTH.job_applications.cover_letter),
  resume: v.pipe(documentFile('resume'), v.check((file) => file !== null, 'Resume is required')),
  cdl_document: documentFile('cdl_document'),
  other_documents: documentFiles('other_documents'),
})

// The server answers a total over the limit on the last file field; the form says it beside the other documents.
export const applicationSchema = v.pipe(
  applicationFields,
  v.forward(
    v.check(
      ({ resume, cdl_document, other_documents }) => totalFileBytes([resume, cdl_document, ...other_documents]) <= MAX_TOTAL_FILE_BYTES,
      TOTAL_SIZE_MESSAGE,
    ),
    ['other_documents'],
  ),
)

export type ApplicationValues = v.InferInput<typeof applicationSchema>

export const emptyApplication = (position: string): ApplicationValues => ({
  job_title: position,
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zip_code: '',
  experience_years: '0',
  cdl_license: false,
  availability_date: '',
  cover_letter: '',
  resume: null,
  cdl_document: null,
  other_documents: [],
})

const TEXT_FIELDS = ['job_title', 'first_name', 'last_name', 'email', 'phone', 'address', 'city', 'state', 'zip_code', 'cover_letter'] as const

export function applicationRecordFields(values: ApplicationValues): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name].trim()]))
  return {
    ...fields,
    experience_years: Number.parseInt(values.experience_years, 10) || 0,
    cdl_license: values.cdl_license,
    availability_date: toRecordDate(values.availability_date),
  }
}

export async function applicationFiles(values: ApplicationValues): Promise<StoredFile[]> {
  const [resume, cdl, others] = await Promise.all([
    storeFiles('resume', values.resume ? [values.resume] : []),
    storeFiles('cdl_document', values.cdl_document ? [values.cdl_document] : []),
    storeFiles('other_documents', values.other_documents),
  ])
  return [...resume, ...cdl, ...others]
}

export function applicationValuesFrom(fields: Record<string, FieldValue>, files: StoredFile[]): ApplicationValues {
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '')
  const experience = String(fields.experience_years ?? '0')
  return {
    ...emptyApplication(text('job_title')),
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])),
    experience_years: EXPERIENCE_OPTIONS.some((option) => option.value === experience) ? experience : '0',
    cdl_license: fields.cdl_license === true,
    availability_date: text('availability_date').slice(0, 10),
    resume: filesOf(files, 'resume')[0] ?? null,
    cdl_document: filesOf(files, 'cdl_document')[0] ?? null,
    other_documents: filesOf(files, 'other_documents'),
  }
}
