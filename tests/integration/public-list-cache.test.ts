import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, anonymous, createUser, fleetInput, galleryImageForm, serviceInput, statusOf, superuser } from './helpers'

/**
 * Visitors' lists of the fleet, the gallery and the services are answered from memory
 * (server/public_list_cache.go) until one of their records or their collection changes:
 * every change shows in the very next visitor's list. A signed-in account that is not an admin
 * is given the visitor's answer where the list rule looks at the account only for the admin role.
 */

let adminClient: PocketBase
const visitor = anonymous()

beforeAll(async () => {
  adminClient = await admin()
})

// The lists as the public pages ask for them, so each call here reads the same kept answer.
const availableFleet = (client = visitor) =>
  client.collection('fleet').getList(1, 1000, { filter: "status = 'available'", sort: 'axle_count,created', skipTotal: true })
const gallery = () => visitor.collection('gallery_images').getList(1, 1000, { sort: 'display_order,created', skipTotal: true })
const activeServices = (client = visitor) => client.collection('services').getList(1, 1000, { sort: 'sort_order', skipTotal: true })

const namesIn = (page: { items: Array<Record<string, unknown>> }) => page.items.map((item) => item.name ?? item.title)

describe("a visitor's list shows each change at once", () => {
  it('of the fleet: a vehicle added, renamed, taken out of service and deleted', async () => {
    await availableFleet()
    const vehicle = await adminClient.collection('fleet').create(fleetInput({ name: 'Cache Check Lowboy' }))
    expect(namesIn(await availableFleet())).toContain('Cache Check Lowboy')
    expect(namesIn(await availableFleet())).toContain('Cache Check Lowboy')

    await adminClient.collection('fleet').update(vehicle.id, { name: 'Cache Check Renamed' })
    const renamed = namesIn(await availableFleet())
    expect(renamed).toContain('Cache Check Renamed')
    expect(renamed).not.toContain('Cache Check Lowboy')

    await adminClient.collection('fleet').update(vehicle.id, { status: 'maintenance' })
    expect(namesIn(await availableFleet())).not.toContain('Cache Check Renamed')

    await adminClient.collection('fleet').update(vehicle.id, { status: 'available' })
    await availableFleet()
    await adminClient.collection('fleet').delete(vehicle.id)
    expect(namesIn(await availableFleet())).not.toContain('Cache Check Renamed')
  })

  it('of the gallery: a picture added and retitled', async () => {
    await gallery()
    const picture = await adminClient.collection('gallery_images').create(galleryImageForm({ title: 'Cache Check Picture' }))
    expect(namesIn(await gallery())).toContain('Cache Check Picture')
    await adminClient.collection('gallery_images').update(picture.id, { title: 'Cache Check Retitled' })
    expect(namesIn(await gallery())).toContain('Cache Check Retitled')
    await adminClient.collection('gallery_images').delete(picture.id)
    expect(namesIn(await gallery())).not.toContain('Cache Check Retitled')
  })

  it('of the services: one made inactive', async () => {
    const service = await adminClient.collection('services').create(serviceInput({ name: 'Cache Check Service' }))
    expect(namesIn(await activeServices())).toContain('Cache Check Service')
    await adminClient.collection('services').update(service.id, { active: false })
    expect(namesIn(await activeServices())).not.toContain('Cache Check Service')
    await adminClient.collection('services').delete(service.id)
  })
})

describe('kept answers go only where they fit', () => {
  it("gives a signed-in customer the visitor's list, with each change at once", async () => {
    const { client: customer } = await createUser()
    const parked = await adminClient.collection('fleet').create(fleetInput({ name: 'Cache Check Not For Customers', status: 'maintenance' }))
    try {
      expect(namesIn(await availableFleet(customer))).toEqual(namesIn(await availableFleet()))
      expect(namesIn(await availableFleet(customer))).not.toContain('Cache Check Not For Customers')
      await adminClient.collection('fleet').update(parked.id, { status: 'available' })
      expect(namesIn(await availableFleet(customer))).toContain('Cache Check Not For Customers')
    } finally {
      await adminClient.collection('fleet').delete(parked.id)
    }
  })

  it('gives a signed-in account its own list where the rule looks at more than the admin role', async () => {
    const root = await superuser()
    const { client: customer } = await createUser()
    const service = await adminClient.collection('services').create(serviceInput({ name: 'Cache Check Members Only', active: false }))
    const collection = await root.collections.getOne('services')
    try {
      await root.collections.update('services', { listRule: `(${collection.listRule}) || @request.auth.id != ''` })
      expect(namesIn(await activeServices())).not.toContain('Cache Check Members Only')
      expect(namesIn(await activeServices(customer))).toContain('Cache Check Members Only')
    } finally {
      await root.collections.update('services', { listRule: collection.listRule })
      await adminClient.collection('services').delete(service.id)
    }
  })

  it("gives an admin the admin's list after a visitor's, and the visitor the visitor's after an admin's", async () => {
    const parked = await adminClient.collection('fleet').create(fleetInput({ name: 'Cache Check Parked', status: 'maintenance' }))
    const everyVehicle = { sort: 'axle_count,created', skipTotal: true }
    expect(namesIn(await visitor.collection('fleet').getList(1, 1000, everyVehicle))).not.toContain('Cache Check Parked')
    expect(namesIn(await adminClient.collection('fleet').getList(1, 1000, everyVehicle))).toContain('Cache Check Parked')
    expect(namesIn(await visitor.collection('fleet').getList(1, 1000, everyVehicle))).not.toContain('Cache Check Parked')
    await adminClient.collection('fleet').delete(parked.id)
  })

  it('applies a list rule changed in the dashboard to the next visitor', async () => {
    const root = await superuser()
    const service = await adminClient.collection('services').create(serviceInput({ name: 'Cache Check Hidden' }))
    const collection = await root.collections.getOne('services')
    expect(namesIn(await activeServices())).toContain('Cache Check Hidden')
    try {
      await root.collections.update('services', { listRule: `(${collection.listRule}) && name != 'Cache Check Hidden'` })
      expect(namesIn(await activeServices())).not.toContain('Cache Check Hidden')
      await root.collections.update('services', { listRule: null })
      expect(await statusOf(activeServices())).toBe(403)
    } finally {
      await root.collections.update('services', { listRule: collection.listRule })
      await adminClient.collection('services').delete(service.id)
    }
  })
})
