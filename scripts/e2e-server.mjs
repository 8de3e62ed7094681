// Serves the built site from a throwaway PocketBase for Playwright (its `webServer`), building
// the app first when its sources changed since the last build (`npm test` has just built it).
import { ensureAppBuild } from './lib/app-build.mjs'
import { startTestStack } from './lib/test-stack.mjs'

await ensureAppBuild({ log: console.log })

const port = Number(process.env.E2E_PORT ?? 8191)
// Fixed, so specs can read the mails (e2e/support/mailbox.ts uses the same default).
const mailHttpPort = Number(process.env.E2E_MAIL_PORT ?? 8192)
const stack = await startTestStack({ seed: true, port, mailHttpPort, log: console.log })
console.log(`e2e server ready at ${stack.url} (mail at ${stack.mailUrl})`)

const stop = async () => {
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
