import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import PocketBase, { type RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, TEST_SUPERUSER, type TestStack } from '../../scripts/lib/test-stack.mjs'
import { galleryImageForm, jobApplicationForm, pdfFile, pngFile, quoteInput } from './helpers'

/**
 * The restore drill: `npm run backup` asks a running server for a backup and downloads it;
 * unzipped into a fresh data folder, a second server finds every record and every file.
 */

const run = promisify(execFile)
const work = mkdtempSync(path.join(tmpdir(), 'restore-drill-'))
let original: TestStack
let restored: TestStack

async function signedIn(url: string): Promise<PocketBase> {
  const client = new PocketBase(url)
  await client.collection('_superusers').authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password)
  return client
}

beforeAll(async () => {
  original = await startTestStack()
  const su = await signedIn(original.url)
  await su.collection('quotes').create(quoteInput())
  await su.collection('gallery_images').create(galleryImageForm())
  await su.collection('job_applications').create(
    jobApplicationForm({ cdl_document: pngFile('cdl.png'), other_documents: [pdfFile('reference.pdf')] }),
  )

  const backups = path.join(work, 'downloaded')
  await run('node', ['scripts/backup.mjs', '--out', backups], {
    env: { ...process.env, BACKUP_URL: original.url, ADMIN_EMAIL: TEST_SUPERUSER.email, ADMIN_PASSWORD: TEST_SUPERUSER.password },
  })
  const [zip] = readdirSync(backups)
  const fresh = path.join(work, 'pb_data')
  mkdirSync(fresh)
  await run('unzip', ['-q', path.join(backups, zip!), '-d', fresh])
  restored = await startTestStack({ dataDir: fresh })
}, 120_000)

afterAll(async () => {
  await restored?.stop()
  await original?.stop()
  rmSync(work, { recursive: true, force: true })
})

/** Sign-in bookkeeping that each sign-in to either server adds to, after the backup as well. */
const SIGN_IN_RECORDS = new Set(['_authOrigins', '_mfas', '_otps'])

/** Every record of every collection (views excluded: they are queries over the others). */
async function everything(client: PocketBase): Promise<Map<string, RecordModel[]>> {
  const all = new Map<string, RecordModel[]>()
  for (const collection of await client.collections.getFullList()) {
    if (collection.type === 'view' || SIGN_IN_RECORDS.has(collection.name)) continue
    all.set(collection.name, await client.collection(collection.name).getFullList({ sort: 'id' }))
  }
  return all
}

function fileNames(collectionFields: Map<string, string[]>, records: Map<string, RecordModel[]>) {
  const files: { record: RecordModel; name: string }[] = []
  for (const [collection, list] of records) {
    for (const record of list) {
      for (const field of collectionFields.get(collection) ?? []) {
        const value: unknown = record[field]
        for (const name of Array.isArray(value) ? value : [value]) {
          if (typeof name === 'string' && name !== '') files.push({ record, name })
        }
      }
    }
  }
  return files
}

async function bytes(client: PocketBase, record: RecordModel, name: string, token: string): Promise<Buffer> {
  const response = await fetch(client.files.getURL(record, name, { token }))
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

describe('a backup restored into a fresh data folder', () => {
  it('holds every record', async () => {
    const before = await everything(await signedIn(original.url))
    const after = await everything(await signedIn(restored.url))
    expect([...after.keys()]).toEqual([...before.keys()])
    for (const [collection, records] of before) {
      // Starting on the restored folder sets the superuser's password again, so its update time moves.
      const strip = (list: RecordModel[]) =>
        list.map((record) => (collection === '_superusers' ? { ...record, updated: '' } : record))
      expect(strip(after.get(collection) ?? []), collection).toEqual(strip(records))
    }
    expect(before.get('quotes')).toHaveLength(1)
    expect(before.get('job_applications')).toHaveLength(1)
  })

  it('holds every file, byte for byte', async () => {
    const source = await signedIn(original.url)
    const copy = await signedIn(restored.url)
    const fileFields = new Map<string, string[]>()
    for (const collection of await source.collections.getFullList()) {
      fileFields.set(collection.name, collection.fields.filter((field) => field.type === 'file').map((field) => field.name))
    }
    const files = fileNames(fileFields, await everything(source))
    expect(files.length).toBeGreaterThanOrEqual(4)
    const [sourceToken, copyToken] = [await source.files.getToken(), await copy.files.getToken()]
    for (const { record, name } of files) {
      expect((await bytes(copy, record, name, copyToken)).equals(await bytes(source, record, name, sourceToken))).toBe(true)
    }
  })
})

describe('scheduled backups', () => {
  it('run daily and keep the last seven by default, on the server’s disk without S3 settings', async () => {
    const { backups } = (await (await signedIn(original.url)).settings.getAll()) as {
      backups: { cron: string; cronMaxKeep: number; s3: { enabled: boolean } }
    }
    expect(backups).toMatchObject({ cron: '0 3 * * *', cronMaxKeep: 7, s3: { enabled: false } })
  })
})
