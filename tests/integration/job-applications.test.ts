import type { JobApplicationRecord } from '../../src/lib/record-types'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  admin,
  anonymous,
  createUser,
  fieldErrorsOf,
  jobApplicationForm,
  pdfFile,
  pngFile,
  superuser,
} from './helpers'

/** Downloads a stored file the way a browser would: by URL, with an optional file token. */
async function download(record: JobApplicationRecord, filename: string, token = '') {
  const url = anonymous().files.getURL(record, filename, token ? { token } : {})
  const response = await fetch(url)
  return { status: response.status, body: response.ok ? await response.text() : '' }
}

describe('a job application with documents', () => {
  let created: JobApplicationRecord
  let application: JobApplicationRecord

  beforeAll(async () => {
    created = await anonymous()
      .collection('job_applications')
      .create<JobApplicationRecord>(
        jobApplicationForm({
          status: 'hired',
          cdl_document: pngFile('cdl.png'),
          other_documents: [pdfFile('reference.pdf'), pngFile('medical-card.png')],
        }),
      )
    application = await (await superuser()).collection('job_applications').getOne<JobApplicationRecord>(created.id)
  })

  it('is saved with all its files, as new and pending notification', () => {
    // The create answer shows the state as saved; the mail cron may have moved on since.
    expect(created).toMatchObject({ status: 'new', notify_status: 'pending', notify_attempts: 0, user: '' })
    expect(application.resume).toMatch(/\.pdf$/)
    expect(application.cdl_document).toMatch(/\.png$/)
    expect(application.other_documents).toHaveLength(2)
  })

  it('keeps its documents from anyone without a file token', async () => {
    expect((await download(application, application.resume)).status).toBe(404)
  })

  it('keeps its documents from a signed-in non-admin, even with a file token', async () => {
    const { client } = await createUser()
    const token = await client.files.getToken()
    expect((await download(application, application.resume, token)).status).toBe(404)
  })

  it('lets an admin download every document with a file token', async () => {
    const token = await (await admin()).files.getToken()
    const resume = await download(application, application.resume, token)
    expect(resume.status).toBe(200)
    expect(resume.body.startsWith('%PDF-')).toBe(true)
    for (const name of [application.cdl_document, ...application.other_documents]) {
      expect((await download(application, name, token)).status).toBe(200)
    }
  })

  it('moves through review by an admin', async () => {
    const updated = await (await admin()).collection('job_applications').update(application.id, { status: 'reviewed' })
    expect(updated.status).toBe('reviewed')
  })
})

describe('a job application is refused, with nothing saved, when', () => {
  const textFile = (name: string) => new File(['hello'], name, { type: 'text/plain' })
  const ELEVEN_MB = 11 * 1024 * 1024

  it.each([
    ['the resume is missing', { resume: [] }, 'resume', 'Resume is required'],
    [
      'the resume is not a document',
      { resume: textFile('resume.txt') },
      'resume',
      'Accepted file types: PDF, DOC, DOCX',
    ],
    [
      'the CDL document is a text file',
      { cdl_document: textFile('cdl.txt') },
      'cdl_document',
      'Accepted file types: PDF, JPG, JPEG, PNG',
    ],
    [
      'more than five other documents are attached',
      { other_documents: Array.from({ length: 6 }, () => pdfFile()) },
      'other_documents',
      'Attach at most 5 files',
    ],
    [
      'the resume is over 10 MB',
      { resume: new File([new Uint8Array(ELEVEN_MB)], 'resume.pdf', { type: 'application/pdf' }) },
      'resume',
      'Each file must be 10 MB or smaller',
    ],
    ['the e-mail is missing', { email: '' }, 'email', 'Required'],
    ['the phone number has no area code', { phone: '555-0100' }, 'phone', 'Please enter a valid phone number'],
    ['the first name is blank', { first_name: '  ' }, 'first_name', 'Required'],
    ['the CDL document is empty', { cdl_document: new File([], 'cdl.pdf') }, 'cdl_document', 'This file is empty'],
    [
      'the availability date has passed',
      { availability_date: '2020-06-01' },
      'availability_date',
      'Availability date cannot be in the past',
    ],
    ['the experience is not whole years', { experience_years: 2.5 }, 'experience_years', 'Must be a whole number'],
    ['the experience is over 80 years', { experience_years: 81 }, 'experience_years', 'Must be at most 80'],
    [
      'the ZIP code is neither a US nor a Canadian one',
      { zip_code: 'ABCDE' },
      'zip_code',
      'Enter a US ZIP code (12345 or 12345-6789) or a Canadian postal code (A1A 1A1)',
    ],
  ])('%s', async (_label, overrides, field, message) => {
    const su = await superuser()
    const before = (await su.collection('job_applications').getList(1, 1)).totalItems
    const errors = await fieldErrorsOf(anonymous().collection('job_applications').create(jobApplicationForm(overrides)))
    expect(errors).toEqual({ [field]: { code: expect.any(String), message } })
    expect((await su.collection('job_applications').getList(1, 1)).totalItems).toBe(before)
  })

  it('a file named like a document is not one, told by the name the applicant gave it', async () => {
    const disguised = new File(['MZ not really a pdf'], 'resume.pdf', { type: 'application/pdf' })
    const create = anonymous().collection('job_applications').create(jobApplicationForm({ resume: disguised }))
    expect(await fieldErrorsOf(create)).toEqual({
      resume: { code: 'validation_invalid_mime_type', message: '"resume.pdf" is not a PDF file inside. Accepted file types: PDF, DOC, DOCX' },
    })
  })
})

describe('a job application from the US or Canada', () => {
  it.each(['45414', '45414-1234', 'K1A 0B1', 'k1a0b1'])('is taken with the postal code %s', async (zip_code) => {
    const created = await anonymous().collection('job_applications').create<JobApplicationRecord>(jobApplicationForm({ zip_code }))
    expect(created.zip_code).toBe(zip_code)
  })
})

describe('a signed-in applicant', () => {
  it('is linked to the application, whatever user was sent', async () => {
    const applicant = await createUser({ roles: ['carrier'] })
    const other = await createUser()
    const created = await applicant.client
      .collection('job_applications')
      .create(jobApplicationForm({ user: other.record.id }))
    expect((await (await superuser()).collection('job_applications').getOne(created.id)).user).toBe(applicant.record.id)
  })
})
