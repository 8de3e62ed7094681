import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { acceptAttribute, MAX_FILE_BYTES, MAX_OTHER_DOCUMENTS, OTHER_DOCUMENTS_HINT } from './application-files'
import {
  applicationFiles,
  applicationRecordFields,
  applicationSchema,
  applicationValuesFrom,
  emptyApplication,
  type ApplicationValues,
} from './application-schema'

const pdf = (name = 'resume.pdf', size = 12) => new File([new Uint8Array(size)], name, { type: 'application/pdf' })

const complete: ApplicationValues = {
  ...emptyApplication('CDL Truck Driver'),
  first_name: 'Sam',
  last_name: 'Driver',
  email: 'sam@example.com',
  phone: '9375550100',
  experience_years: '3',
  resume: pdf(),
}

const errorsOf = (values: ApplicationValues) => {
  const result = v.safeParse(applicationSchema, values)
  if (result.success) return {}
  // The first problem of each field, as the form shows it.
  const errors: Record<string, string> = {}
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? ''] ??= issue.message
  return errors
}

describe('applicationSchema', () => {
  it('accepts a complete application', () => {
    expect(errorsOf(complete)).toEqual({})
  })

  it('requires the names, e-mail, phone and resume', () => {
    expect(errorsOf(emptyApplication('CDL Truck Driver'))).toEqual({
      first_name: 'Required',
      last_name: 'Required',
      email: 'Required',
      phone: 'Required',
      resume: 'Resume is required',
    })
  })

  it('asks for a phone number with its area code', () => {
    expect(errorsOf({ ...complete, phone: '555-0100' })).toEqual({ phone: 'Please enter a valid phone number' })
    expect(errorsOf({ ...complete, phone: '(937) 555-0100' })).toEqual({})
  })

  it('takes a US ZIP code or a Canadian postal code, as the server does (server/postal_codes_test.go)', () => {
    for (const zip_code of ['', '45414', '45414-1234', 'K1A 0B1', 'k1a0b1', ' M5V 3L9 ']) {
      expect(errorsOf({ ...complete, zip_code })).toEqual({})
    }
    const message = 'Enter a US ZIP code (12345 or 12345-6789) or a Canadian postal code (A1A 1A1)'
    for (const zip_code of ['ABCDE', '4541', '454141', '45414-12', '45414 1234', 'K1A  0B1', 'K1A-0B1', 'D1A 0B1', '１２３４５']) {
      expect(errorsOf({ ...complete, zip_code })).toEqual({ zip_code: message })
    }
  })

  it('accepts only the file types of each document', () => {
    expect(errorsOf({ ...complete, resume: pdf('resume.png') })).toEqual({ resume: 'Accepted file types: PDF, DOC, DOCX' })
    expect(errorsOf({ ...complete, cdl_document: pdf('cdl.docx') })).toEqual({ cdl_document: 'Accepted file types: PDF, JPG, JPEG, PNG' })
    expect(errorsOf({ ...complete, other_documents: [pdf('a.JPG'), pdf('b.exe')] })).toEqual({
      other_documents: 'Accepted file types: PDF, DOC, DOCX, JPG, JPEG, PNG',
    })
    expect(acceptAttribute('resume')).toBe('.pdf,.doc,.docx')
  })

  it('refuses a file over 10 MB', () => {
    expect(errorsOf({ ...complete, resume: pdf('resume.pdf', MAX_FILE_BYTES + 1) })).toEqual({ resume: 'Each file must be 10 MB or smaller' })
    expect(errorsOf({ ...complete, resume: pdf('resume.pdf', MAX_FILE_BYTES) })).toEqual({})
  })

  it('takes at most five other documents, as the server does', () => {
    const others = (count: number) => Array.from({ length: count }, (_, i) => pdf(`doc-${i}.pdf`))
    expect(MAX_OTHER_DOCUMENTS).toBe(5)
    expect(errorsOf({ ...complete, other_documents: others(5) })).toEqual({})
    expect(errorsOf({ ...complete, other_documents: others(6) })).toEqual({ other_documents: 'Attach at most 5 files' })
    expect(OTHER_DOCUMENTS_HINT).toContain('up to 5 files of maximum 10 MB each; all files together 25 MB at most')
  })

  it('refuses files over 25 MB together, beside the other documents', () => {
    const nineMegabytes = 9 * 1024 * 1024
    const big = (name: string) => pdf(name, nineMegabytes)
    expect(errorsOf({ ...complete, resume: big('resume.pdf'), other_documents: [big('a.pdf'), big('b.pdf')] })).toEqual({
      other_documents: 'All files together must be 25 MB or smaller',
    })
    expect(errorsOf({ ...complete, resume: big('resume.pdf'), other_documents: [big('a.pdf')] })).toEqual({})
  })
})

describe('an application in the outbox', () => {
  it('keeps fields and files so it can be reopened as it was typed', async () => {
    const values = { ...complete, cdl_license: true, availability_date: '2030-05-01', other_documents: [pdf('a.pdf', 3), pdf('b.pdf', 4)] }
    const fields = applicationRecordFields(values)
    expect(fields).toMatchObject({ experience_years: 3, cdl_license: true, availability_date: '2030-05-01 12:00:00.000Z' })

    const reopened = applicationValuesFrom(fields, await applicationFiles(values))
    expect(reopened).toMatchObject({ first_name: 'Sam', experience_years: '3', cdl_license: true, availability_date: '2030-05-01' })
    expect(reopened.resume?.name).toBe('resume.pdf')
    expect(reopened.other_documents.map((file) => [file.name, file.size])).toEqual([['a.pdf', 3], ['b.pdf', 4]])
  })
})
