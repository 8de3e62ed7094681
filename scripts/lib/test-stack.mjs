import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startMailSink } from './mail-sink.mjs'
import { ensureServerBinary } from './server-binary.mjs'
import { freePort, migrate, startPocketBase, upsertSuperuser } from './pocketbase-process.mjs'

export const TEST_SUPERUSER = { email: 'superuser@test.local', password: 'superuser-test-password' }
export const TEST_ADMIN = { email: 'admin@test.local', password: 'admin-test-password' }

/**
 * A throwaway backend for tests: a real PocketBase on a temporary data folder and a free
 * port, mailing into a real SMTP sink. Rules and rate limits are the production ones.
 */
export async function startTestStack({ seed = false, port, mailHttpPort, log = () => {}, env: extraEnv = {}, dataDir: givenDataDir } = {}) {
  const binary = ensureServerBinary({ log })
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), 'pb-test-'))
  const [pbPort, smtpPort, mailPort] = [port ?? (await freePort()), await freePort(), mailHttpPort ?? (await freePort())]
  const sink = await startMailSink({ smtpPort, httpPort: mailPort })
  const url = `http://127.0.0.1:${pbPort}`
  const env = {
    ...process.env,
    APP_URL: url,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_USER: '',
    SMTP_PASSWORD: '',
    MAIL_FROM: 'dispatch-bot@test.local',
    DISPATCH_EMAIL: 'dispatch@test.local',
    CAREERS_EMAIL: 'careers@test.local',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // The suites sign the superuser in with its password alone (production adds a mailed code).
    PB_DEV: 'true',
    // No lookup service is reachable from a test machine: one that refuses at once, not three that time out.
    GEO_LOOKUP_URLS: 'http://127.0.0.1:9/{ip}',
    ...extraEnv,
  }
  migrate(binary, dataDir, env)
  upsertSuperuser(binary, dataDir, TEST_SUPERUSER.email, TEST_SUPERUSER.password, env)
  let pb = await startPocketBase({ binary, dataDir, port: pbPort, env })
  if (seed) {
    const { seedDemoContent } = await import('./demo-content.mjs')
    await seedDemoContent({ url, superuser: TEST_SUPERUSER, admin: TEST_ADMIN, log })
  }
  return {
    url,
    mailUrl: sink.httpUrl,
    dataDir,
    sink,
    get pb() {
      return pb
    },
    /** Stops PocketBase (at once, as a crash would, with `{ kill: true }`) and serves the same data again. */
    async restart({ kill = false } = {}) {
      if (kill) pb.child.kill('SIGKILL')
      await pb.stop()
      pb = await startPocketBase({ binary, dataDir, port: pbPort, env })
    },
    async stop() {
      await pb.stop()
      await sink.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
