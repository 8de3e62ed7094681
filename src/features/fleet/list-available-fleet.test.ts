import PocketBase from 'pocketbase'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TypedPocketBase } from '../../lib/record-types'
import { listAvailableFleet } from './list-available-fleet'

const pb = new PocketBase('http://pb.test') as TypedPocketBase

function record(fields: Record<string, unknown>) {
  return { collectionId: 'fleet_id', collectionName: 'fleet', description: '', length: 0, image: '', ...fields }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('listAvailableFleet', () => {
  it('asks for available vehicles by axle count and maps each, those sharing an axle count too, with thumbnails', async () => {
    const getFullList = vi.fn().mockResolvedValue([
      record({ id: 'a', name: '5-Axle Lowboy', axle_count: 5, length: 24, image: 'lowboy.jpg' }),
      record({ id: 'b', name: '5-Axle Spare', axle_count: 5 }),
      record({ id: 'c', name: '15-Axle Perimeter', axle_count: 15 }),
    ])
    const collection = vi.spyOn(pb, 'collection').mockReturnValue({ getFullList } as never)

    const fleet = await listAvailableFleet(pb)

    expect(collection).toHaveBeenCalledWith('fleet')
    expect(getFullList).toHaveBeenCalledWith({ filter: 'status = "available"', sort: 'axle_count,created', requestKey: null })
    expect(fleet.map((view) => view.id)).toEqual(['a', 'b', 'c'])
    expect(fleet[0]?.image).toEqual({
      src: 'http://pb.test/api/files/fleet_id/a/lowboy.jpg?thumb=600x0',
      srcSet:
        'http://pb.test/api/files/fleet_id/a/lowboy.jpg?thumb=600x0 600w, http://pb.test/api/files/fleet_id/a/lowboy.jpg?thumb=1600x0 1600w',
      fullSize: 'http://pb.test/api/files/fleet_id/a/lowboy.jpg?thumb=1600x0',
    })
    expect(fleet[1]?.image.srcSet).toBe('')
    expect(fleet[2]?.name).toBe('15-Axle Perimeter')
  })

  it('lets a failed read reach the route, which says so and offers a retry', async () => {
    const failure = new Error('network down')
    vi.spyOn(pb, 'collection').mockReturnValue({ getFullList: vi.fn().mockRejectedValue(failure) } as never)

    await expect(listAvailableFleet(pb)).rejects.toBe(failure)
  })
})
