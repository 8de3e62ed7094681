import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { solutions } from '../../src/content/services/overview'
import type { ServiceRecord } from '../../src/lib/record-types'
import { admin, anonymous, fieldErrorsOf, serviceInput, statusOf, superuser } from './helpers'

/** Services: the six solutions of /services are seeded; admins manage them; the public reads active ones. */

let adminClient: PocketBase

beforeAll(async () => {
  adminClient = await admin()
})

describe('a fresh server', () => {
  it('has the six solutions of /services as active services, in the page order, with its texts', async () => {
    const su = await superuser()
    const seeded = await su.collection('services').getFullList<ServiceRecord>({ filter: "anchor != ''", sort: 'sort_order' })
    expect(seeded.map((service) => service.anchor)).toEqual(solutions.map((solution) => solution.anchor))
    seeded.forEach((service, index) => {
      expect(service).toMatchObject({ name: solutions[index]!.title, short_description: solutions[index]!.summary, active: true })
    })
  })
})

describe('the public', () => {
  it('lists active services only, and an admin turning one off takes it off the list', async () => {
    const service = await adminClient.collection('services').create<ServiceRecord>(serviceInput({ name: 'Toggle Test' }))
    const publicIds = async () => (await anonymous().collection('services').getFullList<ServiceRecord>()).map((item) => item.id)
    expect(await publicIds()).toContain(service.id)

    await adminClient.collection('services').update(service.id, { active: false })
    expect(await publicIds()).not.toContain(service.id)
    expect(await statusOf(anonymous().collection('services').getOne(service.id))).toBe(404)
    expect((await adminClient.collection('services').getOne<ServiceRecord>(service.id)).active).toBe(false)
  })

  it('cannot add, change or delete a service', async () => {
    const [first] = await anonymous().collection('services').getList<ServiceRecord>(1, 1, { sort: 'sort_order' }).then((page) => page.items)
    expect(await statusOf(anonymous().collection('services').create(serviceInput()))).toBe(400)
    expect(await statusOf(anonymous().collection('services').update(first!.id, { active: false }))).toBe(404)
    expect(await statusOf(anonymous().collection('services').delete(first!.id))).toBe(404)
  })
})

describe('a service is refused with a 400 and an error on the field', () => {
  it.each([
    ['no name', { name: '' }, 'name', 'validation_required'],
    ['a blank name', { name: '  ' }, 'name', 'validation_required'],
    ['a name over 100 characters', { name: 'S'.repeat(101) }, 'name', 'validation_max'],
    ['no category', { category: '' }, 'category', 'validation_required'],
    ['a category not among the six', { category: 'Ocean Freight' }, 'category', 'validation_invalid_value'],
    ['a short description over 1000 characters', { short_description: 'd'.repeat(1001) }, 'short_description', 'validation_max'],
    ['a price over 100 characters', { price: '$'.repeat(101) }, 'price', 'validation_max'],
    ['an order that is not a number', { sort_order: 'top' }, 'sort_order', 'validation_not_a_number'],
    ['a fractional order', { sort_order: 1.5 }, 'sort_order', 'validation_integer'],
    ['a negative order', { sort_order: -1 }, 'sort_order', 'validation_min'],
    ['an anchor that is not lowercase words', { anchor: 'Heavy Haul' }, 'anchor', 'validation_invalid_format'],
  ])('%s', async (_label, overrides, field, code) => {
    const errors = await fieldErrorsOf(adminClient.collection('services').create(serviceInput(overrides)))
    expect(errors[field]).toMatchObject({ code, message: expect.any(String) })
    expect(Object.keys(errors)).toEqual([field])
  })

  it('naming every field in error in one answer', async () => {
    const errors = await fieldErrorsOf(adminClient.collection('services').create(serviceInput({ name: '', category: 'Boats', sort_order: 'x' })))
    expect(Object.keys(errors).sort()).toEqual(['category', 'name', 'sort_order'])
  })

  it('an anchor another service has', async () => {
    const errors = await fieldErrorsOf(adminClient.collection('services').create(serviceInput({ anchor: 'permits' })))
    expect(errors.anchor?.code).toBe('validation_not_unique')
  })

  it('on update too, keeping the stored service', async () => {
    const service = await adminClient.collection('services').create<ServiceRecord>(serviceInput({ name: 'Update Test' }))
    const errors = await fieldErrorsOf(adminClient.collection('services').update(service.id, { name: ' ', category: 'Boats' }))
    expect(Object.keys(errors).sort()).toEqual(['category', 'name'])
    expect((await adminClient.collection('services').getOne<ServiceRecord>(service.id)).name).toBe('Update Test')
  })
})

describe('an admin', () => {
  it('adds a service with only a name and a category, the rest saved empty', async () => {
    const created = await adminClient
      .collection('services')
      .create<ServiceRecord>({ name: '  Rail Transloads ', category: 'Heavy Haul', short_description: '', price: null })
    expect(created).toMatchObject({ name: 'Rail Transloads', short_description: '', price: '', active: false, sort_order: 0, anchor: '' })
  })

  it('edits and deletes a service', async () => {
    const service = await adminClient.collection('services').create<ServiceRecord>(serviceInput())
    const updated = await adminClient.collection('services').update<ServiceRecord>(service.id, { price: 'From $2.90 per mile' })
    expect(updated.price).toBe('From $2.90 per mile')
    expect(await statusOf(adminClient.collection('services').delete(service.id))).toBe(200)
    expect(await statusOf(adminClient.collection('services').getOne(service.id))).toBe(404)
  })
})
