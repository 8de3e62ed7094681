import { readdirSync } from 'node:fs'
import path from 'node:path'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { inject } from 'vitest'
import type { CollectionName } from '../../src/lib/collections'
import type { SavedAuth } from './global-setup'
import type { Role, UserRecord } from '../../src/lib/record-types'

/**
 * Clients and record builders for the integration suites. Rate limits are the production
 * ones, so clients are made once per test file, users are created by the superuser, and
 * a request refused with 429 waits for the next window instead of failing the run.
 */

const API_WINDOW_MS = 10_500

async function fetchRespectingRateLimits(url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, init)
    if (response.status !== 429 || attempt === 2) return response
    await new Promise((resolve) => setTimeout(resolve, API_WINDOW_MS))
  }
}

function prepare(client: PocketBase): PocketBase {
  client.autoCancellation(false)
  client.beforeSend = (url, options) => ({ url, options: { ...options, fetch: fetchRespectingRateLimits } })
  return client
}

/** The test server's address of `pathname`. */
export const serverUrl = (pathname: string) => new URL(pathname, inject('pbUrl')).toString()

/** The name of one of the built app's hashed scripts (pb_public/assets). */
export const someBuiltScript = () => readdirSync(path.resolve('pb_public/assets')).find((name) => name.endsWith('.js'))!

/** A client without any sign-in. */
export function anonymous(): PocketBase {
  return prepare(new PocketBase(inject('pbUrl')))
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => (made ??= make())
}

/** The superuser: bypasses every rule and rate limit; used to arrange data, never as the actor under test. */
export const superuser = once(() => Promise.resolve(signedIn(inject('superuserAuth'))))

/** The seeded back-office admin (a `users` record with the admin role), signed in with its password once per run. */
export const admin = once(() => Promise.resolve(signedIn(inject('adminAuth'))))

function signedIn({ token, record }: SavedAuth): PocketBase {
  const client = anonymous()
  client.authStore.save(token, record)
  return client
}

let sequence = 0

/** A unique address per call, so suites can run against the same server repeatedly. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1
  return `${prefix}-${Date.now().toString(36)}-${sequence}@test.local`
}

export const TEST_PASSWORD = 'test-password-123'

export interface SignedInUser {
  record: UserRecord
  client: PocketBase
}

/** Creates a user through the superuser and signs it in by impersonation (no password sign-in spent). */
export async function createUser(fields: { roles?: Role[]; email?: string } = {}): Promise<SignedInUser> {
  const su = await superuser()
  const email = fields.email ?? uniqueEmail()
  const record = await su.collection('users').create<UserRecord>({
    email,
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    first_name: 'Test',
    last_name: 'Person',
    roles: fields.roles ?? ['carrier'],
  })
  const client = prepare(await su.collection('users').impersonate(record.id, 3600))
  return { record, client }
}

/** The HTTP status of a rejected SDK call, or 200 when it succeeded. */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 200
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status
    throw error
  }
}

/** The field errors of a rejected SDK call (`{}` when it succeeded or had none). */
export async function fieldErrorsOf(call: Promise<unknown>): Promise<Record<string, { code: string }>> {
  try {
    await call
    return {}
  } catch (error) {
    if (error instanceof ClientResponseError) return (error.response.data ?? {}) as Record<string, { code: string }>
    throw error
  }
}

// --- files ---------------------------------------------------------------------------

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
const MINIMAL_PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'

export function pngFile(name = 'photo.png'): File {
  return new File([Buffer.from(ONE_PIXEL_PNG, 'base64')], name, { type: 'image/png' })
}

export function pdfFile(name = 'resume.pdf'): File {
  return new File([MINIMAL_PDF], name, { type: 'application/pdf' })
}

function formData(fields: Record<string, string | number | boolean | File | File[]>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(key, item instanceof File ? item : String(item))
    }
  }
  return form
}

// --- record builders -----------------------------------------------------------------

export function quoteInput(overrides: Record<string, unknown> = {}) {
  return {
    customer_name: 'Dana Whitfield',
    email: 'dana@shipper.test',
    phone: '(555) 010-2000',
    origin: 'Dayton, OH',
    destination: 'Houston, TX',
    equipment: 'Lowboy',
    length: 42.5,
    width: 12,
    height: 11.5,
    notes: 'Excavator, 95,000 lb',
    ...overrides,
  }
}

export function jobApplicationForm(overrides: Record<string, string | number | boolean | File | File[]> = {}) {
  return formData({
    job_title: 'Heavy Haul Driver',
    first_name: 'Sam',
    last_name: 'Ortega',
    email: 'sam@applicant.test',
    phone: '(555) 010-3000',
    experience_years: 6,
    cdl_license: true,
    resume: pdfFile(),
    ...overrides,
  })
}

export function contactMessageInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lee Carter',
    email: 'lee@customer.test',
    phone: '5550104000',
    subject: 'Permit question',
    message: 'Do you handle permits for Ohio and Indiana?',
    ...overrides,
  }
}

export function fleetInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test 13-Axle Lowboy',
    description: 'Hydraulic detachable gooseneck',
    axle_count: 13,
    max_weight_capacity: 80,
    length: 53,
    status: 'available',
    year_manufactured: 2019,
    license_plate: 'OH-TEST1',
    vin: '1XKAD49X0KJ000001',
    ...overrides,
  }
}

export function galleryImageForm(overrides: Record<string, string | number | boolean | File> = {}) {
  return formData({ title: 'Transformer move', category: 'loads', display_order: 1, image: pngFile(), ...overrides })
}

export function serviceInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test Machinery Moving',
    category: 'Machinery Moving',
    short_description: 'Rigging and transport',
    price: 'Call for pricing',
    active: true,
    sort_order: 1,
    ...overrides,
  }
}

/** Valid bodies for the tracking collections (written by the ingest route, by superusers here). */
export const trackingInputs: Partial<Record<CollectionName, () => Record<string, unknown>>> = {
  consent_records: () => ({ consent_id: randomId(), decision: 'accepted', page_url: '/' }),
  unique_visitors: () => ({ consent_id: randomId(), visitor_number: 1, total_visits: 1 }),
  analytics_events: () => ({ consent_id: randomId(), event_name: 'page_view', properties: { path: '/' } }),
  session_recordings: () => ({ session_id: randomId(), consent_id: randomId(), viewport_size: '1280x720' }),
  session_events: () => ({ session_id: randomId(), event_type: 'click', timestamp_ms: 1200 }),
  session_dom_chunks: () => ({ session_id: randomId(), sequence: 0, event_count: 1, data: 'H4sIAAAAAAAAA' }),
  heatmap_data: () => ({ page_url: `/test/${randomId()}`, date_collected: '2025-01-15', click_count: 1 }),
  presence: () => ({ consent_id: randomId(), page_url: '/' }),
}

function randomId(): string {
  return Math.random().toString(16).slice(2) + Date.now().toString(16)
}
