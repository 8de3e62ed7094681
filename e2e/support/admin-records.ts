import { expect, type APIRequestContext } from '@playwright/test'
import { authenticate, demoAdmin, type AuthResponse } from './session'
import { documents, postQuote, type DocumentFile } from './submissions'

let adminSession: AuthResponse | null = null

/** The seeded admin's session, signed in once per test file (sign-ins are rate limited). */
export async function adminAuth(request: APIRequestContext): Promise<AuthResponse> {
  adminSession ??= await authenticate(request, demoAdmin)
  return adminSession
}

export interface CreatedRecord {
  id: string
  collectionName: string
  [field: string]: unknown
}

export interface ApplicationInput {
  firstName?: string
  lastName: string
  jobTitle?: string
  city?: string
  resume?: DocumentFile
  cdl?: DocumentFile
  others?: DocumentFile[]
}

const asFile = ({ name, mimeType, buffer }: DocumentFile) => new File([new Uint8Array(buffer)], name, { type: mimeType })

/**
 * A job application with its documents, sent in one multipart create as the careers form
 * sends it, by another client than the admin's page. Sent with the admin's session, so the
 * guests' rate limit on creates is not spent.
 */
export async function createApplication(request: APIRequestContext, input: ApplicationInput): Promise<CreatedRecord> {
  const form = new FormData()
  const fields = {
    job_title: input.jobTitle ?? 'CDL Truck Driver',
    first_name: input.firstName ?? 'Sam',
    last_name: input.lastName,
    email: 'sam@applicant.test',
    phone: '(937) 555-0111',
    city: input.city ?? 'Dayton',
    state: 'OH',
    experience_years: '6',
    cdl_license: 'true',
    cover_letter: 'I have hauled oversize loads for six years.',
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('resume', asFile(input.resume ?? documents.pdf('resume.pdf')))
  if (input.cdl) form.append('cdl_document', asFile(input.cdl))
  for (const other of input.others ?? []) form.append('other_documents', asFile(other))

  const { token } = await adminAuth(request)
  const response = await request.post('/api/collections/job_applications/records', { multipart: form, headers: { Authorization: token } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as CreatedRecord
}

export interface MessageInput {
  name: string
  subject?: string
  message?: string
}

/** A contact message, as the contact form sends it, by another client than the admin's page. */
export async function createMessage(request: APIRequestContext, input: MessageInput): Promise<CreatedRecord> {
  const { token } = await adminAuth(request)
  const response = await request.post('/api/collections/contact_messages/records', {
    data: {
      name: input.name,
      email: 'lee@customer.test',
      phone: '(937) 555-0122',
      subject: input.subject ?? 'Permit question',
      message: input.message ?? 'Do you handle permits for Ohio and Indiana?',
    },
    headers: { Authorization: token },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as CreatedRecord
}

/** A quote request, as the quote form sends it, by another client than the admin's page. */
export async function createQuote(request: APIRequestContext, customerName: string): Promise<CreatedRecord> {
  const { token } = await adminAuth(request)
  return postQuote<CreatedRecord>(request, token, { customer_name: customerName, length: 60, weight_lb: 0 })
}

/** A record as the admin reads it now, or null once it is gone. */
export async function recordOnServer(request: APIRequestContext, record: CreatedRecord): Promise<CreatedRecord | null> {
  const { token } = await adminAuth(request)
  const response = await request.get(`/api/collections/${record.collectionName}/records/${record.id}`, { headers: { Authorization: token } })
  if (response.status() === 404) return null
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as CreatedRecord
}

/** Moves a record's status as another admin would, from another client. */
export async function setStatusOnServer(request: APIRequestContext, record: CreatedRecord, status: string): Promise<void> {
  const { token } = await adminAuth(request)
  const response = await request.patch(`/api/collections/${record.collectionName}/records/${record.id}`, {
    data: { status },
    headers: { Authorization: token },
  })
  expect(response.ok(), await response.text()).toBe(true)
}
