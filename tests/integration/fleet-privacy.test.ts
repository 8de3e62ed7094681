import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FleetPrivateRecord, FleetRecord } from '../../src/lib/record-types'
import { admin, anonymous, createUser, fleetInput, pngFile, statusOf, superuser } from './helpers'

/**
 * License plates and VINs identify vehicles on the road: they live in fleet_private, which
 * only admins can read or write, and never on the public fleet record.
 */

const EXPAND = 'fleet_private_via_fleet'
type FleetWithPrivate = FleetRecord & { expand?: { [EXPAND]?: FleetPrivateRecord } }

let available: FleetRecord
let inMaintenance: FleetRecord

async function privateOf(vehicleId: string) {
  const su = await superuser()
  return su.collection('fleet_private').getFirstListItem<FleetPrivateRecord>(su.filter('fleet = {:id}', { id: vehicleId }))
}

beforeAll(async () => {
  const su = await superuser()
  available = await su.collection('fleet').create<FleetRecord>(fleetInput({ license_plate: 'OH-PRIV1', vin: '1FUJGLDR0CLBP0001' }))
  inMaintenance = await su
    .collection('fleet')
    .create<FleetRecord>(fleetInput({ status: 'maintenance', license_plate: 'OH-PRIV2', vin: '1FUJGLDR0CLBP0002' }))
})

describe.each([
  ['an anonymous visitor', () => Promise.resolve(anonymous())],
  ['a signed-in non-admin', async () => (await createUser()).client],
])('%s', (_label, makeClient) => {
  let client: PocketBase

  beforeAll(async () => {
    client = await makeClient()
  })

  it('lists available vehicles only, without plate or VIN, even when expanding them', async () => {
    const list = await client.collection('fleet').getFullList<FleetWithPrivate>({ expand: EXPAND })
    expect(list.map((vehicle) => vehicle.id)).toContain(available.id)
    expect(list.map((vehicle) => vehicle.id)).not.toContain(inMaintenance.id)
    for (const vehicle of list) {
      expect(vehicle.status).toBe('available')
      expect(vehicle).not.toHaveProperty('license_plate')
      expect(vehicle).not.toHaveProperty('vin')
      expect(vehicle.expand?.[EXPAND]).toBeUndefined()
    }
  })

  it('views a vehicle without plate or VIN, even when asking for those fields', async () => {
    const vehicle = await client.collection('fleet').getOne(available.id, { fields: 'id,name,vin,license_plate' })
    expect(vehicle).toEqual({ id: available.id, name: available.name })
  })

  it('cannot list or view fleet_private', async () => {
    expect((await client.collection('fleet_private').getList(1, 50)).totalItems).toBe(0)
    const stored = await privateOf(available.id)
    expect(await statusOf(client.collection('fleet_private').getOne(stored.id))).toBe(404)
  })

  it.each(['vin', 'license_plate'] as const)('cannot filter vehicles by their %s to probe for a value', async (field) => {
    const stored = await privateOf(available.id)
    const probe = (value: string) =>
      client.collection('fleet').getList(1, 50, { filter: client.filter(`${EXPAND}.${field} = {:value}`, { value }) })
    const status = await statusOf(probe(stored[field]))
    if (status === 200) expect((await probe(stored[field])).totalItems).toBe(0)
    else expect(status).toBe(400)
  })

  it('cannot sort by plate or VIN', async () => {
    for (const field of ['vin', 'license_plate']) {
      expect(await statusOf(client.collection('fleet').getList(1, 50, { sort: field })), field).toBe(400)
    }
  })
})

describe('an admin', () => {
  let adminClient: PocketBase

  beforeAll(async () => {
    adminClient = await admin()
  })

  it('reads plate and VIN of every vehicle, whatever its status, in one list', async () => {
    const list = await adminClient.collection('fleet').getFullList<FleetWithPrivate>({ sort: '-created', expand: EXPAND })
    const byId = new Map(list.map((vehicle) => [vehicle.id, vehicle.expand?.[EXPAND]]))
    expect(byId.get(available.id)).toMatchObject({ license_plate: 'OH-PRIV1', vin: '1FUJGLDR0CLBP0001' })
    expect(byId.get(inMaintenance.id)).toMatchObject({ license_plate: 'OH-PRIV2', vin: '1FUJGLDR0CLBP0002' })
  })

  it('sends plate and VIN with the vehicle and gets them back from its create and update', async () => {
    const created = await adminClient.collection('fleet').create<FleetWithPrivate>(fleetInput({ license_plate: 'OH-NEW1', vin: '' }))
    expect(created.expand?.[EXPAND]).toMatchObject({ license_plate: 'OH-NEW1', vin: '' })
    const updated = await adminClient.collection('fleet').update<FleetWithPrivate>(created.id, { vin: '1XKAD49X0KJ000099' })
    expect(updated.expand?.[EXPAND]).toMatchObject({ license_plate: 'OH-NEW1', vin: '1XKAD49X0KJ000099' })
    expect(await privateOf(created.id)).toMatchObject({ license_plate: 'OH-NEW1', vin: '1XKAD49X0KJ000099' })
  })

  it('sets plate and VIN in a multipart create with an image', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fleetInput({ license_plate: 'OH-IMG1', vin: '1XKAD49X0KJ000100' }))) {
      form.append(key, String(value))
    }
    form.append('image', pngFile('truck.png'))
    const created = await adminClient.collection('fleet').create<FleetWithPrivate>(form)
    expect(created.image).toMatch(/\.png$/)
    expect(created.expand?.[EXPAND]).toMatchObject({ license_plate: 'OH-IMG1', vin: '1XKAD49X0KJ000100' })
  })

  it('leaves plate and VIN alone when an update does not mention them', async () => {
    const created = await adminClient.collection('fleet').create(fleetInput({ license_plate: 'OH-KEEP', vin: 'KEEPVIN0000000001' }))
    await adminClient.collection('fleet').update(created.id, { description: 'Repainted' })
    expect(await privateOf(created.id)).toMatchObject({ license_plate: 'OH-KEEP', vin: 'KEEPVIN0000000001' })
  })

  it('refuses a VIN that is too long, saving neither the vehicle nor its plate', async () => {
    const before = (await adminClient.collection('fleet_private').getList(1, 1)).totalItems
    const refused = adminClient.collection('fleet').create(fleetInput({ name: 'Refused', vin: 'X'.repeat(18) }))
    expect(await statusOf(refused)).toBe(400)
    expect((await adminClient.collection('fleet_private').getList(1, 1)).totalItems).toBe(before)
  })

  it('manages fleet_private directly, one record per vehicle', async () => {
    const vehicle = await adminClient.collection('fleet').create(fleetInput({ license_plate: undefined, vin: undefined }))
    const stored = await adminClient.collection('fleet_private').create({ fleet: vehicle.id, license_plate: 'OH-DIR1' })
    expect(await statusOf(adminClient.collection('fleet_private').create({ fleet: vehicle.id, vin: 'SECONDROW00000001' }))).toBe(400)
    await adminClient.collection('fleet_private').update(stored.id, { vin: 'DIRECTVIN00000001' })
    expect(await privateOf(vehicle.id)).toMatchObject({ license_plate: 'OH-DIR1', vin: 'DIRECTVIN00000001' })
  })

  it('removes plate and VIN with the vehicle', async () => {
    const vehicle = await adminClient.collection('fleet').create(fleetInput({ license_plate: 'OH-GONE' }))
    const stored = await privateOf(vehicle.id)
    await adminClient.collection('fleet').delete(vehicle.id)
    expect(await statusOf((await superuser()).collection('fleet_private').getOne(stored.id))).toBe(404)
  })
})

describe('a non-admin trying to write a plate or VIN', () => {
  it('is refused everywhere and the stored VIN stays', async () => {
    const { client } = await createUser()
    const stored = await privateOf(available.id)
    expect(await statusOf(client.collection('fleet').update(available.id, { vin: 'FORGED00000000001' }))).toBe(404)
    expect(await statusOf(client.collection('fleet_private').update(stored.id, { vin: 'FORGED00000000001' }))).toBe(404)
    expect(await statusOf(client.collection('fleet_private').create({ fleet: inMaintenance.id, vin: 'FORGED00000000002' }))).toBe(400)
    expect((await privateOf(available.id)).vin).toBe('1FUJGLDR0CLBP0001')
  })
})
