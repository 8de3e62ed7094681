import type { CollectionModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import type { JobApplicationRecord } from '../../src/lib/record-types'
import { admin, anonymous, createUser, jobApplicationForm, pdfFile, pngFile, superuser } from './helpers'

/**
 * Job documents are protected files: a download needs a file token, and only an admin's
 * token opens them. The back office saves the other documents under their original names,
 * which the server keeps beside PocketBase's stored names.
 */

async function download(record: JobApplicationRecord, filename: string, token?: string) {
  const response = await fetch(anonymous().files.getURL(record, filename, token === undefined ? {} : { token }))
  return { status: response.status, bytes: response.ok ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0) }
}

const bytesOf = async (file: File) => Buffer.from(await file.arrayBuffer())

describe('the documents of a job application', () => {
  const resume = pdfFile('Sam Ortega résumé.pdf')
  const cdl = pngFile('cdl-front.png')
  const others = [pdfFile('Reference letter.pdf'), pngFile('medical card.png'), pdfFile('C:\\Users\\sam\\mvr.pdf')]
  let application: JobApplicationRecord
  let documents: string[]

  beforeAll(async () => {
    const created = await (await createUser()).client.collection('job_applications').create<JobApplicationRecord>(
      jobApplicationForm({
        resume,
        cdl_document: cdl,
        other_documents: others,
        other_document_names: JSON.stringify(['forged.exe']),
      }),
    )
    application = await (await superuser()).collection('job_applications').getOne<JobApplicationRecord>(created.id)
    documents = [application.resume, application.cdl_document, ...application.other_documents]
  })

  it('are all protected file fields', async () => {
    const collection: CollectionModel = await (await superuser()).collections.getOne('job_applications')
    const fileFields = collection.fields.filter((field) => field.type === 'file')
    expect(fileFields.map((field) => [field.name, field.protected])).toEqual([
      ['resume', true],
      ['cdl_document', true],
      ['other_documents', true],
    ])
  })

  it('are refused without a token, with a made-up one, and with a non-admin’s token', async () => {
    const nonAdminToken = await (await createUser({ roles: ['driver'] })).client.files.getToken()
    for (const name of documents) {
      expect((await download(application, name)).status).toBe(404)
      expect((await download(application, name, 'not-a-token')).status).toBe(404)
      expect((await download(application, name, nonAdminToken)).status).toBe(404)
    }
  })

  it('are refused to an admin’s sign-in token used as a file token', async () => {
    expect((await download(application, application.resume, (await admin()).authStore.token)).status).toBe(404)
  })

  it('download byte for byte with an admin’s file token', async () => {
    const token = await (await admin()).files.getToken()
    const originals = [resume, cdl, ...others]
    for (const [index, name] of documents.entries()) {
      const fetched = await download(application, name, token)
      expect(fetched.status).toBe(200)
      expect(fetched.bytes.equals(await bytesOf(originals[index]!))).toBe(true)
    }
  })

  it('keep the original names of the other documents, in their order, whatever was sent', () => {
    expect(application.other_document_names).toEqual(['Reference letter.pdf', 'medical card.png', 'mvr.pdf'])
    expect(application.other_documents).toHaveLength(3)
    expect(application.other_documents[0]).toMatch(/^reference_letter_\w+\.pdf$/i)
    expect(application.other_documents[1]).toMatch(/^medical_card_\w+\.png$/i)
  })

  it('are tokens that expire within minutes', async () => {
    const users = await (await superuser()).collections.getOne('users')
    expect(users.fileToken?.duration).toBeGreaterThan(0)
    expect(users.fileToken?.duration).toBeLessThanOrEqual(300)
  })
})

describe('an application without other documents', () => {
  it('has an empty list of names', async () => {
    const created = await anonymous().collection('job_applications').create<JobApplicationRecord>(jobApplicationForm())
    expect(created.other_document_names).toEqual([])
  })
})
