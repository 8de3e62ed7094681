import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import type { GalleryImageRecord } from '../../src/lib/record-types'
import { admin, anonymous, galleryImageForm } from './helpers'

async function loadsOfTheMonth(client: PocketBase): Promise<string[]> {
  const list = await client.collection('gallery_images').getFullList({ filter: 'is_load_of_the_month = true' })
  return list.map((image) => image.id)
}

describe('Load of the Month', () => {
  let adminClient: PocketBase

  beforeAll(async () => {
    adminClient = await admin()
  })

  it('moves to the image an admin marks, unmarking the previous holder', async () => {
    const first = await adminClient.collection('gallery_images').create(galleryImageForm({ title: 'First' }))
    const second = await adminClient.collection('gallery_images').create(galleryImageForm({ title: 'Second' }))

    await adminClient.collection('gallery_images').update(first.id, { is_load_of_the_month: true })
    expect(await loadsOfTheMonth(anonymous())).toEqual([first.id])

    await adminClient.collection('gallery_images').update(second.id, { is_load_of_the_month: true })
    expect(await loadsOfTheMonth(anonymous())).toEqual([second.id])
  })

  it('moves to a new image uploaded as Load of the Month', async () => {
    const created = await adminClient
      .collection('gallery_images')
      .create(galleryImageForm({ title: 'Uploaded winner', is_load_of_the_month: true }))
    expect(await loadsOfTheMonth(anonymous())).toEqual([created.id])
  })

  it('is untouched when another image is edited', async () => {
    const [holder] = await loadsOfTheMonth(adminClient)
    const other = await adminClient.collection('gallery_images').create(galleryImageForm({ title: 'Other' }))
    await adminClient.collection('gallery_images').update(other.id, { title: 'Other, renamed' })
    expect(await loadsOfTheMonth(anonymous())).toEqual([holder])
  })
})

describe('gallery files', () => {
  it('are public, with 600 and 1600 wide thumbnails', async () => {
    const created = await (await admin()).collection('gallery_images').create<GalleryImageRecord>(galleryImageForm())
    for (const thumb of ['', '600x0', '1600x0']) {
      const url = anonymous().files.getURL(created, created.image, thumb ? { thumb } : {})
      const response = await fetch(url)
      expect(response.status, thumb || 'original').toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\//)
    }
  })

  it('refuse a file that is not an image', async () => {
    const form = galleryImageForm({ image: new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' }) })
    await expect((await admin()).collection('gallery_images').create(form)).rejects.toMatchObject({ status: 400 })
  })
})
