import PocketBase, { type RecordModel } from 'pocketbase'
import type { TestProject } from 'vitest/node'
import { startTestStack, TEST_ADMIN, TEST_SUPERUSER } from '../../scripts/lib/test-stack.mjs'

export interface SavedAuth {
  token: string
  record: RecordModel
}

declare module 'vitest' {
  export interface ProvidedContext {
    pbUrl: string
    mailUrl: string
    superuserAuth: SavedAuth
    adminAuth: SavedAuth
  }
}

/** Signs in once for the whole run: sign-ins have the tightest rate limit (20 a minute per address). */
async function signIn(url: string, collection: string, { email, password }: { email: string; password: string }): Promise<SavedAuth> {
  const client = new PocketBase(url)
  const { token, record } = await client.collection(collection).authWithPassword(email, password)
  return { token, record }
}

/** One real PocketBase (with an SMTP sink) for the whole integration run, seeded with demo content. */
export default async function setup(project: TestProject) {
  const stack = await startTestStack({ seed: true })
  project.provide('pbUrl', stack.url)
  project.provide('mailUrl', stack.mailUrl)
  project.provide('superuserAuth', await signIn(stack.url, '_superusers', TEST_SUPERUSER))
  project.provide('adminAuth', await signIn(stack.url, 'users', TEST_ADMIN))
  return async () => {
    await stack.stop()
  }
}
