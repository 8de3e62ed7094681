/// <reference path="../../pb_data/types.d.ts" />

/**
 * The production-facing settings read from the environment on every start (see .env.example):
 * which proxy headers carry the visitor's address, scheduled backups, and superuser MFA.
 */

function env(name, fallback) {
  const value = $os.getenv(name)
  return value === '' ? fallback : value
}

function envFlag(name) {
  const value = env(name, '').toLowerCase()
  return value === 'true' || value === '1'
}

/** Behind a proxy, the visitor's address is in a header the proxy sets; with none, the peer address counts. */
function applyTrustedProxy(settings) {
  settings.trustedProxy.headers = env('TRUSTED_PROXY_HEADERS', '')
    .split(',')
    .map((header) => header.trim())
    .filter((header) => header !== '')
  settings.trustedProxy.useLeftmostIP = envFlag('TRUSTED_PROXY_USE_LEFTMOST_IP')
}

/** Daily backups keeping the last 7 by default, to S3 when a bucket is named. */
function applyBackups(settings) {
  settings.backups.cron = env('BACKUP_CRON', '0 3 * * *')
  settings.backups.cronMaxKeep = parseInt(env('BACKUP_KEEP', '7'), 10)
  const bucket = env('BACKUP_S3_BUCKET', '')
  settings.backups.s3.enabled = bucket !== ''
  if (bucket !== '') {
    settings.backups.s3.bucket = bucket
    settings.backups.s3.region = env('BACKUP_S3_REGION', '')
    settings.backups.s3.endpoint = env('BACKUP_S3_ENDPOINT', '')
    settings.backups.s3.accessKey = env('BACKUP_S3_ACCESS_KEY', '')
    settings.backups.s3.secret = env('BACKUP_S3_SECRET', '')
    settings.backups.s3.forcePathStyle = envFlag('BACKUP_S3_FORCE_PATH_STYLE')
  }
}

/**
 * Outside development (PB_DEV=true, set by the npm start, dev and test scripts, whose seeding
 * signs the superuser in with a password) the dashboard asks for the password and then a
 * one-time code mailed to the superuser. Without SMTP no code could arrive, so it stays off.
 */
function applySuperuserMfa(app) {
  const superusers = app.findCollectionByNameOrId('_superusers')
  const enabled = !envFlag('PB_DEV') && app.settings().smtp.enabled
  if (superusers.mfa.enabled === enabled && superusers.otp.enabled === enabled) return
  superusers.mfa.enabled = enabled
  superusers.otp.enabled = enabled
  app.save(superusers)
}

module.exports = { applyTrustedProxy, applyBackups, applySuperuserMfa }
