import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { TEST_SUPERUSER } from '../../scripts/lib/test-stack.mjs'

let superuserToken: string | null = null

// Sign-ins are rate limited: one superuser session serves the whole run.
async function superuserAuth(request: APIRequestContext): Promise<string> {
  if (superuserToken) return superuserToken
  const response = await request.post('/api/collections/_superusers/auth-with-password', {
    data: { identity: TEST_SUPERUSER.email, password: TEST_SUPERUSER.password },
  })
  expect(response.ok()).toBe(true)
  superuserToken = ((await response.json()) as { token: string }).token
  return superuserToken
}

/** The stored records of `collection` matching a PocketBase `filter`, as the superuser sees them. */
export async function serverRecords(request: APIRequestContext, collection: string, filter: string): Promise<Record<string, unknown>[]> {
  const token = await superuserAuth(request)
  const response = await request.get(`/api/collections/${collection}/records`, {
    params: { filter, perPage: 50 },
    headers: { Authorization: token },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { items: Record<string, unknown>[] }).items
}

/** The bytes of a stored (protected) file, downloaded with a superuser file token. */
export async function storedFileBytes(request: APIRequestContext, record: Record<string, unknown>, filename: string): Promise<Buffer> {
  const token = await superuserAuth(request)
  const fileToken = ((await (await request.post('/api/files/token', { headers: { Authorization: token } })).json()) as { token: string }).token
  const response = await request.get(`/api/files/${String(record.collectionName)}/${String(record.id)}/${filename}`, { params: { token: fileToken } })
  expect(response.ok()).toBe(true)
  return response.body()
}

/** A name no other test uses, to find this test's record on the server. */
export const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export interface QuoteInput {
  name: string
  width?: string
  weight?: string
}

/** Fills the quote form with a complete request from Dayton to Houston. */
export async function fillQuote(page: Page, { name, width = '12', weight = '' }: QuoteInput): Promise<void> {
  const form = page.getByRole('form', { name: 'Quote request' })
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Email').fill('dana@example.com')
  await form.getByLabel('Phone').fill('(937) 555-0100')
  await form.getByLabel('Equipment').fill('RGN')
  await form.getByLabel('Origin').fill('Dayton, OH')
  await form.getByLabel('Destination').fill('Houston, TX')
  await form.getByLabel('Length (ft)').fill('60.5')
  await form.getByLabel('Width (ft)').fill(width)
  await form.getByLabel('Height (ft)').fill('11')
  if (weight) await form.getByLabel('Load weight (lb)').fill(weight)
}

export const submitQuote = (page: Page) => page.getByRole('button', { name: 'Submit Quote Request' }).click()

/** The header's link to the submissions waiting on this device, named after their count. */
export const waitingLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /waiting to send/ })

/** What a form turns into once it was sent or saved for later, named by its heading. */
export const receipt = (page: Page, heading: string) => page.getByRole('region', { name: heading })

/** A toast (Mantine notification) by its title. */
export const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title })

/** Document contents the server recognises by their bytes, each one unique to its test. */
export const documents = {
  pdf: (name: string) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${uniqueName(name)}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
  }),
  png: (name: string) => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
      Buffer.from(uniqueName('trailer')),
    ]),
  }),
}

export type DocumentFile = ReturnType<typeof documents.pdf>

/** Opens the application dialog for the CDL Truck Driver opening. */
export async function openApplication(page: Page) {
  await page.getByRole('button', { name: 'Apply Now: CDL Truck Driver' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply for CDL Truck Driver' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Chooses files through the browser's file chooser, as a visitor would, for the file input labelled `label`. */
export async function chooseFiles(page: Page, label: string, files: DocumentFile[]) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('dialog').or(page.getByRole('form', { name: 'Job application' })).first().getByRole('button', { name: label }).click()
  await (await chooser).setFiles(files)
}

/** Fills the application's required fields. */
export async function fillApplicant(page: Page, lastName: string) {
  const form = page.getByRole('form', { name: 'Job application' })
  await form.getByLabel('First Name').fill('Sam')
  await form.getByLabel('Last Name').fill(lastName)
  await form.getByLabel('Email').fill('sam@example.com')
  await form.getByLabel('Phone').fill('(937) 555-0111')
}

/**
 * A quote sent through the API with `token` (an account's), from Dayton to Houston, 60.5 × 12 ×
 * 11 ft and 95,000 lb, unless `fields` say otherwise; its record as the server answered it.
 */
export async function postQuote<R = Record<string, unknown>>(request: APIRequestContext, token: string, fields: Record<string, unknown> = {}): Promise<R> {
  const response = await request.post('/api/collections/quotes/records', {
    headers: { Authorization: token },
    data: {
      customer_name: uniqueName('Quote'),
      email: 'dana@shipper.test',
      phone: '(937) 555-0100',
      equipment: 'RGN',
      origin: 'Dayton, OH',
      destination: 'Houston, TX',
      length: 60.5,
      width: 12,
      height: 11,
      weight_lb: 95000,
      ...fields,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as R
}
