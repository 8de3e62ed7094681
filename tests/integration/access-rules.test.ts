import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { accessCases, type AccessCase, type Actor } from './access-cases'
import { admin, anonymous, createUser, statusOf, superuser } from './helpers'

const actors: Actor[] = ['anonymous', 'user', 'admin']

describe.each(accessCases)('$label', (accessCase: AccessCase) => {
  describe.each(actors)('as %s', (actor) => {
    const expected = accessCase.expect[actor]
    let client: PocketBase
    let target: RecordModel
    const records = () => client.collection(accessCase.collection)

    beforeAll(async () => {
      client = actor === 'anonymous' ? anonymous() : actor === 'admin' ? await admin() : (await createUser()).client
      target = await accessCase.target(await superuser())
    })

    it(`list: ${expected.list}`, async () => {
      const listing = records().getList(1, 1, { filter: client.filter('id = {:id}', { id: target.id }) })
      if (expected.list === 403) {
        expect(await statusOf(listing)).toBe(403)
      } else {
        expect((await listing).totalItems).toBe(expected.list === 'sees' ? 1 : 0)
      }
    })

    it(`view: ${expected.view}`, async () => {
      expect(await statusOf(records().getOne(target.id))).toBe(expected.view)
    })

    it(`create: ${expected.create}`, async () => {
      expect(await statusOf(records().create(accessCase.createBody()))).toBe(expected.create)
    })

    it(`update: ${expected.update}`, async () => {
      expect(await statusOf(records().update(target.id, accessCase.updateBody(target)))).toBe(expected.update)
    })

    it(`delete: ${expected.delete}`, async () => {
      const status = await statusOf(records().delete(target.id))
      expect(status === 200 ? 204 : status).toBe(expected.delete)
      const stillThere = await statusOf((await superuser()).collection(accessCase.collection).getOne(target.id))
      expect(stillThere).toBe(expected.delete === 204 ? 404 : 200)
    })
  })
})
