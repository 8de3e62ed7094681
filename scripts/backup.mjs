// npm run backup: asks the running server, as the superuser, to make a backup now (a zip of
// the database and the uploaded files, taken consistently while it serves), and with --out
// <folder> downloads it there. The server is APP_URL (or BACKUP_URL); the superuser is
// ADMIN_EMAIL/ADMIN_PASSWORD. Where the dashboard asks for a mailed code, this asks for it too.
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { parseArgs } from 'node:util'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { readConfig } from './lib/config.mjs'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const config = readConfig()
const client = new PocketBase(process.env.BACKUP_URL || config.appUrl)

async function askCode(email) {
  const terminal = createInterface({ input: process.stdin, output: process.stdout })
  const code = await terminal.question(`The code mailed to ${email}: `)
  terminal.close()
  return code.trim()
}

async function signIn() {
  const superusers = client.collection('_superusers')
  try {
    await superusers.authWithPassword(config.admin.email, config.admin.password)
  } catch (error) {
    const mfaId = error instanceof ClientResponseError && error.status === 401 ? error.response.mfaId : undefined
    if (!mfaId) throw error
    const { otpId } = await superusers.requestOTP(config.admin.email)
    await superusers.authWithOTP(otpId, await askCode(config.admin.email), { mfaId })
  }
}

async function download(name, folder) {
  mkdirSync(folder, { recursive: true })
  const token = await client.files.getToken()
  const response = await fetch(client.backups.getDownloadURL(token, name))
  if (!response.ok || !response.body) throw new Error(`download failed: HTTP ${response.status}`)
  const target = path.join(folder, name)
  await pipeline(Readable.fromWeb(response.body), createWriteStream(target))
  return target
}

const name = `manual_${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}.zip`.toLowerCase()
await signIn()
await client.backups.create(name)
console.log(`Backup ${name} made in the server's pb_data/backups (or its S3 bucket).`)
if (values.out) console.log(`Downloaded to ${await download(name, values.out)}`)
