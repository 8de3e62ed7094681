/// <reference path="../../pb_data/types.d.ts" />

const APP_NAME = 'Ironbridge Heavy Haul'

/**
 * Per IP and, for collection actions, per collection. Sign-in and mail-sending endpoints are
 * the ones worth guessing or abusing, so they get the tightest limits.
 */
const RATE_LIMIT_RULES = [
  { label: '*:auth', audience: '', duration: 60, maxRequests: 20 },
  { label: '*:requestPasswordReset', audience: '', duration: 60, maxRequests: 5 },
  { label: '*:requestVerification', audience: '', duration: 60, maxRequests: 5 },
  { label: '*:requestEmailChange', audience: '', duration: 60, maxRequests: 5 },
  { label: '*:requestOTP', audience: '', duration: 60, maxRequests: 5 },
  { label: '*:create', audience: '@guest', duration: 60, maxRequests: 30 },
  // Signed-in users: bursts such as an admin's ten gallery images at once pass; a flood does not.
  { label: '*:create', audience: '@auth', duration: 10, maxRequests: 20 },
  { label: '/api/batch', audience: '', duration: 1, maxRequests: 3 },
  { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
]

function env(name, fallback) {
  const value = $os.getenv(name)
  return value === '' ? fallback : value
}

/**
 * Applies name, URL, sender, SMTP, rate limits, trusted proxy headers, backups and superuser
 * MFA from the environment (see .env.example).
 */
function applyEnvironmentSettings(app) {
  const settings = app.settings()

  settings.meta.appName = APP_NAME
  settings.meta.appURL = env('APP_URL', 'http://127.0.0.1:8090')
  settings.meta.senderName = APP_NAME
  settings.meta.senderAddress = env('MAIL_FROM', 'no-reply@ironbridgehaul.example')

  const smtpHost = env('SMTP_HOST', '')
  settings.smtp.enabled = smtpHost !== ''
  if (smtpHost !== '') {
    const port = parseInt(env('SMTP_PORT', '587'), 10)
    settings.smtp.host = smtpHost
    settings.smtp.port = port
    settings.smtp.username = env('SMTP_USER', '')
    settings.smtp.password = env('SMTP_PASSWORD', '')
    // Port 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when offered.
    settings.smtp.tls = port === 465
  }

  settings.rateLimits.enabled = true
  settings.rateLimits.rules = RATE_LIMIT_RULES

  const server = require(`${__hooks}/lib/server-settings.js`)
  server.applyTrustedProxy(settings)
  server.applyBackups(settings)

  app.save(settings)
  server.applySuperuserMfa(app)
}

module.exports = { applyEnvironmentSettings, RATE_LIMIT_RULES }
