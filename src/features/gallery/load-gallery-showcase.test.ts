import PocketBase from 'pocketbase'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TypedPocketBase } from '../../lib/record-types'
import { loadGalleryShowcase } from './load-gallery-showcase'

const pb = new PocketBase('http://pb.test') as TypedPocketBase

function record(id: string, fields: Record<string, unknown> = {}) {
  return { id, collectionId: 'gallery_id', collectionName: 'gallery_images', title: `Picture ${id}`, image: `${id}.jpg`, ...fields }
}

/** A gallery whose Load Of The Month read answers `marked`, and whose featured read answers `featured`. */
function stubGallery(featured: Promise<unknown[]>, marked: Promise<unknown[]>) {
  const getList = vi.fn((_page: number, _perPage: number, options: { filter?: string }) =>
    (options.filter?.includes('is_load_of_the_month') ? marked : featured).then((items) => ({ items })),
  )
  vi.spyOn(pb, 'collection').mockReturnValue({ getList } as never)
  return getList
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('loadGalleryShowcase', () => {
  it('reads the featured pictures by display order and the marked Load Of The Month', async () => {
    const getList = stubGallery(Promise.resolve([record('a'), record('b')]), Promise.resolve([record('m', { description: 'A 250-ton transformer' })]))

    const { featured, loadOfTheMonth } = await loadGalleryShowcase(pb)

    expect(getList).toHaveBeenCalledWith(1, 6, { sort: 'display_order,created', skipTotal: true, requestKey: null })
    expect(featured.map((image) => image.id)).toEqual(['a', 'b'])
    expect(loadOfTheMonth).toMatchObject({ id: 'm', description: 'A 250-ton transformer' })
  })

  it('rejects when either read fails, so the page shows the failure rather than an empty gallery', async () => {
    const failure = new Error('server error')
    stubGallery(Promise.resolve([record('a')]), Promise.reject(failure))
    await expect(loadGalleryShowcase(pb)).rejects.toBe(failure)

    stubGallery(Promise.reject(failure), Promise.resolve([]))
    await expect(loadGalleryShowcase(pb)).rejects.toBe(failure)
  })
})
