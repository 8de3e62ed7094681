import type { APIRequestContext, Page } from '@playwright/test'
import { TEST_ADMIN } from '../../scripts/lib/test-stack.mjs'

export interface Credentials {
  email: string
  password: string
}

export const demoAdmin: Credentials = TEST_ADMIN

export interface AuthResponse {
  token: string
  record: Record<string, unknown>
}

const RATE_LIMIT_WAIT_MS = 10_000

/**
 * Signs in through the REST API, as the SDK would. Sign-ins are rate limited per address
 * (20 a minute), so a refused attempt waits for the window to move on.
 */
export async function authenticate(request: APIRequestContext, { email, password }: Credentials): Promise<AuthResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post('/api/collections/users/auth-with-password', {
      data: { identity: email, password },
    })
    if (response.ok()) return (await response.json()) as AuthResponse
    if (response.status() !== 429 || attempt === 6) {
      throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_WAIT_MS))
  }
}

/** Registers a fresh user with the given self-selectable role (anyone may sign up). */
export async function registerUser(request: APIRequestContext, role: 'carrier' | 'freight_broker' | 'pilot_car'): Promise<Credentials> {
  const email = `e2e-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`
  const password = 'e2e-test-password'
  const response = await request.post('/api/collections/users/records', {
    data: { email, password, passwordConfirm: password, first_name: 'Casey', last_name: 'Carrier', roles: [role] },
  })
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`)
  return { email, password }
}

/**
 * Puts a session where the SDK's LocalAuthStore keeps it (localStorage `pocketbase_auth`),
 * then opens `path` so the app starts signed in.
 */
export async function openSignedIn(page: Page, auth: AuthResponse, path: string): Promise<void> {
  await page.goto('/favicon.svg')
  await page.evaluate((value) => window.localStorage.setItem('pocketbase_auth', value), JSON.stringify(auth))
  await page.goto(path)
}
