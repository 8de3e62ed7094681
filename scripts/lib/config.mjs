import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defaultDataDir, root } from './paths.mjs'

/** Reads KEY=value lines from .env (if present) without overriding the real environment. */
function loadDotEnv() {
  const file = path.join(root, '.env')
  if (!existsSync(file)) return
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/)
    if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2')
  }
}

/** The run configuration: environment values with working defaults (see .env.example). */
export function readConfig() {
  loadDotEnv()
  const env = process.env
  const port = Number(env.PORT || 8090)
  return {
    port,
    dataDir: path.resolve(root, env.PB_DATA || defaultDataDir),
    appUrl: env.APP_URL || `http://127.0.0.1:${port}`,
    admin: {
      email: env.ADMIN_EMAIL || 'admin@ironbridgehaul.example',
      password: env.ADMIN_PASSWORD || 'ironbridge-demo-2026',
    },
    smtpHost: env.SMTP_HOST || '',
    mailCatcher: { smtpPort: Number(env.MAIL_CATCHER_SMTP_PORT || 1025), httpPort: Number(env.MAIL_CATCHER_PORT || 8025) },
  }
}
