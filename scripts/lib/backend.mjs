import { mkdirSync } from 'node:fs'
import { readConfig } from './config.mjs'
import { ensureServerBinary } from './server-binary.mjs'
import { migrate, startPocketBase, upsertSuperuser } from './pocketbase-process.mjs'
import { ensurePortFree } from './ports.mjs'

/**
 * Brings up the whole backend for `npm start` and `npm run dev`: a mail catcher when no SMTP
 * is configured, migrations, the superuser, PocketBase itself and the demo content.
 */
export async function startBackend({ log = console.log, watchHooks = false } = {}) {
  const config = readConfig()
  await ensureBackendPortsFree(config)
  const binary = ensureServerBinary({ log })
  // PB_DEV: seeding signs the superuser in with its password alone (production adds a mailed code).
  const env = { ...process.env, APP_URL: config.appUrl, PB_HOOKS_WATCH: watchHooks ? '1' : '', PB_DEV: 'true' }

  let mailCatcher = null
  if (!config.smtpHost) {
    const { startMailSink } = await import('./mail-sink.mjs')
    mailCatcher = await startMailSink(config.mailCatcher)
    Object.assign(env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(config.mailCatcher.smtpPort) })
  }

  mkdirSync(config.dataDir, { recursive: true })
  migrate(binary, config.dataDir, env)
  upsertSuperuser(binary, config.dataDir, config.admin.email, config.admin.password, env)
  const pb = await startPocketBase({ binary, dataDir: config.dataDir, port: config.port, env })

  const { seedDemoContent } = await import('./demo-content.mjs')
  await seedDemoContent({ url: pb.url, superuser: config.admin, admin: config.admin, log })

  return {
    config,
    url: pb.url,
    mailUrl: mailCatcher?.httpUrl ?? null,
    pb,
    async stop() {
      await pb.stop()
      await mailCatcher?.stop()
    },
  }
}

/** Fails early, saying what to change, when the site's or the mail catcher's port is taken. */
export async function ensureBackendPortsFree(config = readConfig()) {
  await ensurePortFree(config.port, { what: 'the site', setting: 'PORT' })
  if (config.smtpHost) return
  await ensurePortFree(config.mailCatcher.smtpPort, { what: "the mail catcher's SMTP", setting: 'MAIL_CATCHER_SMTP_PORT' })
  await ensurePortFree(config.mailCatcher.httpPort, { what: "the mail catcher's inbox", setting: 'MAIL_CATCHER_PORT' })
}

/** The lines `npm start` and `npm run dev` print once everything is up. */
export function describeBackend({ config, url, mailUrl }, appUrl = url) {
  return [
    '',
    `  Ironbridge Heavy Haul is running at ${appUrl}`,
    '',
    `  Demo admin (site sign-in at ${appUrl}/auth):  ${config.admin.email} / ${config.admin.password}`,
    `  Superuser (PocketBase dashboard ${url}/_/):   ${config.admin.email} / ${config.admin.password}`,
    mailUrl ? `  Mail catcher (no SMTP_HOST set):              ${mailUrl}` : '  Mail goes out through SMTP_HOST.',
    `  Data folder: ${config.dataDir}`,
    '',
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n')
}

/** Stops `stoppable` once on Ctrl-C or SIGTERM, then exits. */
export function stopOnSignal(stoppable) {
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping...')
    await stoppable.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
