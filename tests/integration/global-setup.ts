import type { TestProject } from 'vitest/node'
import { startTestStack, TEST_ADMIN, TEST_SUPERUSER } from '../../scripts/lib/test-stack.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    pbUrl: string
    mailUrl: string
    superuser: { email: string; password: string }
    admin: { email: string; password: string }
  }
}

/** One real PocketBase (with an SMTP sink) for the whole integration run, seeded with demo content. */
export default async function setup(project: TestProject) {
  const stack = await startTestStack({ seed: true })
  project.provide('pbUrl', stack.url)
  project.provide('mailUrl', stack.mailUrl)
  project.provide('superuser', TEST_SUPERUSER)
  project.provide('admin', TEST_ADMIN)
  return async () => {
    await stack.stop()
  }
}
