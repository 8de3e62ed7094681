import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FleetRecord } from '../../src/lib/record-types'
import { admin, anonymous, createUser, fleetInput, pngFile, statusOf, superuser } from './helpers'

/** License plates and VINs identify vehicles on the road: only admins may ever see them. */

let available: FleetRecord
let inMaintenance: FleetRecord

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

  it('lists available vehicles only, without plate or VIN', async () => {
    const list = await client.collection('fleet').getFullList()
    expect(list.map((vehicle) => vehicle.id)).toContain(available.id)
    expect(list.map((vehicle) => vehicle.id)).not.toContain(inMaintenance.id)
    for (const vehicle of list) {
      expect(vehicle.status).toBe('available')
      expect(vehicle).not.toHaveProperty('license_plate')
      expect(vehicle).not.toHaveProperty('vin')
    }
  })

  it('views a vehicle without plate or VIN, even when asking for those fields', async () => {
    const vehicle = await client.collection('fleet').getOne(available.id, { fields: 'id,name,vin,license_plate' })
    expect(vehicle).toEqual({ id: available.id, name: available.name })
  })

  it.each(['vin', 'license_plate'] as const)('cannot filter by %s to probe for a value', async (field) => {
    const probe = client.collection('fleet').getList(1, 50, {
      filter: client.filter(`${field} = {:value}`, { value: available[field] }),
    })
    expect(await statusOf(probe)).toBe(400)
  })

  it.each(['vin', 'license_plate'] as const)('cannot sort by %s to infer its values', async (field) => {
    expect(await statusOf(client.collection('fleet').getList(1, 50, { sort: field }))).toBe(400)
  })

  it('cannot probe hidden fields through a partial match either', async () => {
    const probe = client.collection('fleet').getList(1, 50, { filter: 'vin ~ "1FUJ"' })
    expect(await statusOf(probe)).toBe(400)
  })
})

describe('an admin', () => {
  it('sees plate and VIN of every vehicle, whatever its status', async () => {
    const client = await admin()
    const list = await client.collection('fleet').getFullList({ sort: '-created' })
    const byId = new Map(list.map((vehicle) => [vehicle.id, vehicle]))
    expect(byId.get(available.id)).toMatchObject({ license_plate: 'OH-PRIV1', vin: '1FUJGLDR0CLBP0001' })
    expect(byId.get(inMaintenance.id)).toMatchObject({ license_plate: 'OH-PRIV2', vin: '1FUJGLDR0CLBP0002' })
  })

  it('gets plate and VIN back from its own create and update', async () => {
    const client = await admin()
    const created = await client.collection('fleet').create(fleetInput({ license_plate: 'OH-NEW1' }))
    expect(created.license_plate).toBe('OH-NEW1')
    const updated = await client.collection('fleet').update(created.id, { vin: '1XKAD49X0KJ000099' })
    expect(updated).toMatchObject({ license_plate: 'OH-NEW1', vin: '1XKAD49X0KJ000099' })
    const stored = await (await superuser()).collection('fleet').getOne(created.id)
    expect(stored).toMatchObject({ license_plate: 'OH-NEW1', vin: '1XKAD49X0KJ000099' })
  })

  it('sets plate and VIN in a multipart create with an image', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fleetInput({ license_plate: 'OH-IMG1', vin: '1XKAD49X0KJ000100' }))) {
      form.append(key, String(value))
    }
    form.append('image', pngFile('truck.png'))
    const created = await (await admin()).collection('fleet').create(form)
    expect(created).toMatchObject({ license_plate: 'OH-IMG1', vin: '1XKAD49X0KJ000100' })
    expect(created.image).toMatch(/\.png$/)
  })

  it('leaves plate and VIN alone when an update does not mention them', async () => {
    const client = await admin()
    const created = await client.collection('fleet').create(fleetInput({ license_plate: 'OH-KEEP', vin: 'KEEPVIN0000000001' }))
    const updated = await client.collection('fleet').update(created.id, { description: 'Repainted' })
    expect(updated).toMatchObject({ license_plate: 'OH-KEEP', vin: 'KEEPVIN0000000001' })
  })
})

describe('a non-admin trying to write a VIN', () => {
  it('is refused and the stored VIN stays', async () => {
    const { client } = await createUser()
    expect(await statusOf(client.collection('fleet').update(available.id, { vin: 'FORGED00000000001' }))).toBe(404)
    expect((await (await superuser()).collection('fleet').getOne(available.id)).vin).toBe('1FUJGLDR0CLBP0001')
  })
})
