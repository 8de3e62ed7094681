import { readFileSync } from 'node:fs'
import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import type { GalleryImageRecord } from '../../src/lib/record-types'
import { acceptedUploads, refusedUploads } from './image-files'
import { admin, anonymous, createUser, fieldErrorsOf, galleryImageForm, superuser } from './helpers'

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

  it('can be unset, leaving no holder', async () => {
    const holder = await adminClient.collection('gallery_images').create(galleryImageForm({ is_load_of_the_month: true }))
    await adminClient.collection('gallery_images').update(holder.id, { is_load_of_the_month: false })
    expect(await loadsOfTheMonth(anonymous())).toEqual([])
  })

  it('stays with exactly one image when two admins mark two images at the same moment', async () => {
    const otherAdmin = (await createUser({ roles: ['admin'] })).client
    for (let round = 0; round < 5; round++) {
      const [first, second] = await Promise.all([
        adminClient.collection('gallery_images').create(galleryImageForm({ title: `Race ${round} A` })),
        adminClient.collection('gallery_images').create(galleryImageForm({ title: `Race ${round} B` })),
      ])
      await Promise.all([
        adminClient.collection('gallery_images').update(first.id, { is_load_of_the_month: true }),
        otherAdmin.collection('gallery_images').update(second.id, { is_load_of_the_month: true }),
      ])
      const holders = await loadsOfTheMonth(anonymous())
      expect(holders, `round ${round}`).toHaveLength(1)
      expect([first.id, second.id]).toContain(holders[0])
    }
  })

  it('stays with one image when two images are uploaded as Load of the Month at the same moment', async () => {
    const created = await Promise.all(
      ['Upload race A', 'Upload race B', 'Upload race C'].map((title) =>
        adminClient.collection('gallery_images').create(galleryImageForm({ title, is_load_of_the_month: true })),
      ),
    )
    const holders = await loadsOfTheMonth(anonymous())
    expect(holders).toHaveLength(1)
    expect(created.map((image) => image.id)).toContain(holders[0])
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

  it('serve a thumbnail compact: as WebP to a browser that takes it, else as a JPEG at quality 80 (not PocketBase\'s 95), the same on every request', async () => {
    const photo = readFileSync(new URL('../../scripts/demo-assets/gallery/01-transformer-substation.jpg', import.meta.url))
    const image = new File([photo], 'substation.jpg', { type: 'image/jpeg' })
    const created = await (await admin()).collection('gallery_images').create<GalleryImageRecord>(galleryImageForm({ image }))
    const url = anonymous().files.getURL(created, created.image, { thumb: '600x0' })

    const first = Buffer.from(await (await fetch(url)).arrayBuffer())
    const again = await fetch(url)
    expect(again.headers.get('content-type')).toBe('image/jpeg')
    expect(again.headers.get('vary')).toMatch(/\bAccept\b/)
    expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true)
    expect(jpegWidth(first)).toBe(600)
    // This photo's 600 px thumbnail is 53 KB at quality 95 and 27 KB at 80.
    expect(first.byteLength).toBeLessThan(36 * 1024)

    const asChromium = { headers: { Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' } }
    const firstWebP = Buffer.from(await (await fetch(url, asChromium)).arrayBuffer())
    const againWebP = await fetch(url, asChromium)
    expect(againWebP.headers.get('content-type')).toBe('image/webp')
    expect(againWebP.headers.get('vary')).toMatch(/\bAccept\b/)
    expect(Buffer.from(await againWebP.arrayBuffer()).equals(firstWebP)).toBe(true)
    expect(webpWidth(firstWebP)).toBe(600)
    // Under what a new connection's first round trip carries (14.6 KB).
    expect(firstWebP.byteLength).toBeLessThan(14 * 1024)
  })

  it('refuse a file that is not an image', async () => {
    const form = galleryImageForm({ image: new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' }) })
    await expect((await admin()).collection('gallery_images').create(form)).rejects.toMatchObject({ status: 400 })
  })

  it.each(refusedUploads)('refuse %s with an error on the image', async (_label, file, code) => {
    const errors = await fieldErrorsOf((await admin()).collection('gallery_images').create(galleryImageForm({ image: file() })))
    expect(errors.image?.code).toBe(code)
  })

  it.each(acceptedUploads)('accept %s', async (_label, file) => {
    const created = await (await admin()).collection('gallery_images').create<GalleryImageRecord>(galleryImageForm({ image: file() }))
    expect(created.image).not.toBe('')
  })

  it('accept a picture as large as a 12-megapixel phone photo, with thumbnails', async () => {
    const photo = readFileSync(new URL('../../scripts/demo-assets/gallery/01-transformer-substation.jpg', import.meta.url))
    const padded = Buffer.concat([photo, Buffer.alloc(14 * 1024 * 1024 - photo.length)])
    const image = new File([padded], 'IMG_4032.JPG', { type: 'image/jpeg' })
    const created = await (await admin()).collection('gallery_images').create<GalleryImageRecord>(galleryImageForm({ image }))
    const thumb = await fetch(anonymous().files.getURL(created, created.image, { thumb: '600x0' }))
    expect(thumb.status).toBe(200)
    expect(Number(thumb.headers.get('content-length') ?? (await thumb.arrayBuffer()).byteLength)).toBeLessThan(1024 * 1024)
  })
})

describe('gallery fields are refused with a 400 and an error on the field', () => {
  it.each([
    ['no title', { title: '' }, 'title', 'validation_required'],
    ['a blank title', { title: '   ' }, 'title', 'validation_required'],
    ['an unknown category', { category: 'boats' }, 'category', 'validation_invalid_value'],
    ['a display order that is not a number', { display_order: 'first' }, 'display_order', 'validation_not_a_number'],
    ['a fractional display order', { display_order: 1.5 }, 'display_order', 'validation_integer'],
    ['a negative display order', { display_order: -1 }, 'display_order', 'validation_min'],
    ['an alt text over 300 characters', { alt_text: 'a'.repeat(301) }, 'alt_text', 'validation_max'],
  ])('%s', async (_label, overrides, field, code) => {
    const errors = await fieldErrorsOf((await admin()).collection('gallery_images').create(galleryImageForm(overrides)))
    expect(errors[field]?.code).toBe(code)
    expect(Object.keys(errors)).toEqual([field])
  })

  it('on update too, keeping the stored values', async () => {
    const adminClient = await admin()
    const image = await adminClient.collection('gallery_images').create(galleryImageForm({ display_order: 7 }))
    const errors = await fieldErrorsOf(adminClient.collection('gallery_images').update(image.id, { display_order: 'last', title: '' }))
    expect(Object.keys(errors).sort()).toEqual(['display_order', 'title'])
    expect(await (await superuser()).collection('gallery_images').getOne(image.id)).toMatchObject({ display_order: 7 })
  })

  it('a missing picture', async () => {
    const form = galleryImageForm()
    form.delete('image')
    expect((await fieldErrorsOf((await admin()).collection('gallery_images').create(form))).image?.code).toBe('validation_required')
  })
})

/** The width in a JPEG's frame header. */
/** The width a WebP file states: in its VP8 frame header, or its VP8X extended header. */
function webpWidth(webp: Buffer): number {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') return 0
  const chunk = webp.toString('ascii', 12, 16)
  if (chunk === 'VP8 ') return webp.readUInt16LE(26) & 0x3fff
  if (chunk === 'VP8X') return webp.readUIntLE(24, 3) + 1
  return 0
}

function jpegWidth(jpeg: Buffer): number {
  for (let at = 2; at < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    const marker = jpeg[at + 1]!
    if (marker >= 0xc0 && marker <= 0xc3) return jpeg.readUInt16BE(at + 7)
  }
  return 0
}
