import type { GalleryImageRecord, TypedPocketBase } from '../../lib/record-types'
import { galleryImageFromRecord, type GalleryImage } from './gallery-image'

/** The picture marked Load Of The Month, if any. A failed read rejects, for the route to show. */
export async function getLoadOfTheMonth(pb: TypedPocketBase): Promise<GalleryImage | undefined> {
  const page = await pb
    .collection('gallery_images')
    .getList<GalleryImageRecord>(1, 1, { filter: 'is_load_of_the_month = true', skipTotal: true, requestKey: null })
  const [record] = page.items
  return record && galleryImageFromRecord(pb, record)
}
