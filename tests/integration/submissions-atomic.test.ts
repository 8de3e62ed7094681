import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, TEST_SUPERUSER, type TestStack } from '../../scripts/lib/test-stack.mjs'
import { fieldErrorsOf, jobApplicationForm, pdfFile, pngFile } from './helpers'

/**
 * A job application's fields and files are saved together or not at all. Its own stack,
 * to look into the data folder where PocketBase stores uploaded files.
 */
describe('a job application with a bad document among good ones', () => {
  let stack: TestStack
  let superuser: PocketBase
  let storageDir: string

  const filesUnder = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : []

  beforeAll(async () => {
    stack = await startTestStack()
    superuser = new PocketBase(stack.url)
    await superuser.collection('_superusers').authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password)
    const collection = await superuser.collections.getOne('job_applications')
    storageDir = path.join(stack.dataDir, 'storage', collection.id)
  })

  afterAll(async () => {
    await stack?.stop()
  })

  it('stores a good application with its files under its id', async () => {
    const created = await new PocketBase(stack.url)
      .collection('job_applications')
      .create(jobApplicationForm({ id: 'atomicgood00001', cdl_document: pngFile('cdl.png') }))
    expect(filesUnder(path.join(storageDir, created.id))).toEqual(
      expect.arrayContaining([created.resume, created.cdl_document]),
    )
  })

  it('saves neither the record nor any of its files', async () => {
    const id = 'atomicbad000001'
    const disguised = new File(['plain text, not a PDF'], 'reference.pdf', { type: 'application/pdf' })
    const errors = await fieldErrorsOf(
      new PocketBase(stack.url)
        .collection('job_applications')
        .create(
          jobApplicationForm({ id, cdl_document: pngFile('cdl.png'), other_documents: [pdfFile('ok.pdf'), disguised] }),
        ),
    )
    expect(Object.keys(errors)).toEqual(['other_documents'])
    expect((await superuser.collection('job_applications').getList(1, 1, { filter: `id = '${id}'` })).totalItems).toBe(
      0,
    )
    expect(filesUnder(path.join(storageDir, id))).toEqual([])
    expect(readdirSync(storageDir)).toEqual(['atomicgood00001'])
  })
})
