import { expect, type APIRequestContext } from '@playwright/test'
import { adminAuth } from './admin-records'
import { authenticate, type AuthResponse, type Credentials } from './session'
import { uniqueName } from './submissions'

/** Loads as dispatch makes them, for the driver, pilot and customer end-to-end tests. */

const PASSWORD = 'e2e-road-password'
const PERMIT_PDF = '%PDF-1.4\n% Ohio oversize permit\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'

async function asAdmin(request: APIRequestContext) {
  return { Authorization: (await adminAuth(request)).token }
}

/** A user with `role` made by the admin (driver is not self-selectable), signed in. */
export async function createRoadUser(request: APIRequestContext, role: 'driver' | 'pilot_car' | 'freight_broker'): Promise<{ credentials: Credentials; auth: AuthResponse }> {
  const credentials = { email: `e2e-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`, password: PASSWORD }
  const response = await request.post('/api/collections/users/records', {
    headers: await asAdmin(request),
    data: { ...credentials, passwordConfirm: PASSWORD, first_name: 'Robin', last_name: 'Road', roles: [role], verified: true },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return { credentials, auth: await authenticate(request, credentials) }
}

export interface MadeLoad {
  id: string
  customer: string
  pickup: string
  delivery: string
}

async function create(request: APIRequestContext, collection: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/collections/${collection}/records`, { headers: await asAdmin(request), data })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { id: string }
}

/** A load from Dayton to Gary with a permit, assigned to `driverId` and, when given, offered to `pilotId`. */
export async function createLoad(request: APIRequestContext, options: { driverId?: string; pilotId?: string; quoteId?: string; dispatched?: boolean }): Promise<MadeLoad> {
  const customer = uniqueName('Shipper')
  const load = await create(request, 'loads', {
    customer_name: customer,
    equipment: 'Lowboy',
    length: 42,
    width: 12,
    height: 11,
    weight_lb: 95000,
    load_class: 'heavy_haul',
    route_states: ['OH', 'IN'],
    pickup_date: '2030-03-02 12:00:00.000Z',
    special_instructions: 'Escort front and rear in Indiana',
    driver: options.driverId ?? '',
    quote: options.quoteId ?? '',
  })
  const pickup = await create(request, 'load_stops', { load: load.id, position: 0, kind: 'pickup', place: 'Dayton, OH', contact_phone: '(937) 555-0100' })
  const delivery = await create(request, 'load_stops', { load: load.id, position: 1, kind: 'delivery', place: 'Gary, IN' })
  const form = request.post('/api/collections/load_documents/records', {
    headers: await asAdmin(request),
    multipart: { load: load.id, kind: 'permit', title: 'Ohio permit', file: { name: 'ohio-permit.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PERMIT_PDF) } },
  })
  expect((await form).ok()).toBe(true)
  if (options.pilotId) await create(request, 'escort_assignments', { load: load.id, pilot: options.pilotId, status: 'offered' })
  if (options.dispatched) {
    const response = await request.patch(`/api/collections/loads/records/${load.id}`, { headers: await asAdmin(request), data: { status: 'dispatched' } })
    expect(response.ok()).toBe(true)
  }
  return { id: load.id, customer, pickup: pickup.id, delivery: delivery.id }
}

export const PERMIT_TEXT = 'Ohio oversize permit'

/** How many files the road copy on the device holds (permits kept for offline reading). */
export const ROAD_FILES_SCRIPT = () =>
  new Promise<number>((resolve) => {
    const opening = indexedDB.open('ironbridge-road')
    opening.onsuccess = () => {
      const db = opening.result
      if (!db.objectStoreNames.contains('files')) return resolve(0)
      const counting = db.transaction('files').objectStore('files').count()
      counting.onsuccess = () => resolve(counting.result)
    }
    opening.onerror = () => resolve(0)
  })

/** The texts of the files in the road copy on the device. */
export const ROAD_FILE_TEXTS_SCRIPT = () =>
  new Promise<string[]>((resolve, reject) => {
    const opening = indexedDB.open('ironbridge-road')
    opening.onsuccess = () => {
      const reading = opening.result.transaction('files').objectStore('files').getAll()
      reading.onsuccess = () => resolve((reading.result as { bytes: ArrayBuffer }[]).map(({ bytes }) => new TextDecoder().decode(bytes)))
      reading.onerror = () => reject(new Error('could not read the road copy'))
    }
    opening.onerror = () => reject(new Error('could not open the road copy'))
  })
