import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { createUser, pdfFile, pngFile, quoteInput, superuser, type SignedInUser } from './helpers'

/**
 * Loads as dispatch makes them, for the loads suites: a load with a pickup and a delivery
 * stop and a permit, assigned to a driver and offered to a pilot, made from a customer's quote.
 */

export interface LoadWorld {
  load: RecordModel
  pickup: RecordModel
  delivery: RecordModel
  permit: RecordModel
  quote: RecordModel
}

export interface LoadPeople {
  driver: SignedInUser
  pilot: SignedInUser
  customer: SignedInUser
}

export async function loadPeople(): Promise<LoadPeople> {
  const [driver, pilot, customer] = await Promise.all([
    createUser({ roles: ['driver'] }),
    createUser({ roles: ['pilot_car'] }),
    createUser({ roles: ['freight_broker'] }),
  ])
  return { driver, pilot, customer }
}

export function loadInput(overrides: Record<string, unknown> = {}) {
  return {
    customer_name: 'Dana Whitfield',
    customer_phone: '(555) 010-2000',
    equipment: 'Lowboy',
    length: 42,
    width: 12,
    height: 11,
    weight_lb: 95000,
    load_class: 'heavy_haul',
    route_states: ['OH', 'IN'],
    pickup_date: '2030-03-02 08:00:00.000Z',
    special_instructions: 'Escort front and rear in Indiana',
    ...overrides,
  }
}

/** A client-made record id, as the app's outbox makes them. */
export function clientId(): string {
  let id = ''
  while (id.length < 15) id += Math.random().toString(36).slice(2)
  return id.slice(0, 15)
}

/** A load made by `dispatch` (the superuser unless given) for `people`, dispatched when asked. */
export async function makeLoad(people: LoadPeople, options: { dispatched?: boolean; dispatch?: PocketBase } = {}): Promise<LoadWorld> {
  const su = await superuser()
  const dispatch = options.dispatch ?? su
  const quote = await su.collection('quotes').create({ ...quoteInput(), user: people.customer.record.id })
  const load = await dispatch.collection('loads').create(loadInput({ quote: quote.id, driver: people.driver.record.id }))
  const pickup = await dispatch.collection('load_stops').create({ load: load.id, position: 0, kind: 'pickup', place: 'Dayton, OH' })
  const delivery = await dispatch
    .collection('load_stops')
    .create({ load: load.id, position: 1, kind: 'delivery', place: 'Gary, IN', contact_phone: '5550100' })
  const form = new FormData()
  form.append('load', load.id)
  form.append('kind', 'permit')
  form.append('file', pdfFile('ohio-permit.pdf'))
  const permit = await dispatch.collection('load_documents').create(form)
  await dispatch.collection('escort_assignments').create({ load: load.id, pilot: people.pilot.record.id, status: 'offered' })
  if (options.dispatched) await dispatch.collection('loads').update(load.id, { status: 'dispatched' })
  return { load, pickup, delivery, permit, quote }
}

export function roadUpdate(load: RecordModel, kind: string, extra: Record<string, unknown> = {}) {
  return { id: clientId(), load: load.id, kind, happened_at: new Date().toISOString().replace('T', ' '), ...extra }
}

export function proofOfDelivery(load: RecordModel, withSignature = true): FormData {
  const form = new FormData()
  form.append('id', clientId())
  form.append('load', load.id)
  form.append('kind', 'proof_of_delivery')
  form.append('file', pngFile('signed-bol.png'))
  if (withSignature) form.append('signature', pngFile('signature.png'))
  return form
}
