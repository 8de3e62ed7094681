import type { GalleryImageRecord, TypedPocketBase } from '../../lib/record-types'
import { galleryImageFromRecord, type GalleryImage } from './gallery-image'

/** The picture marked Load Of The Month, if any; a failed read is logged and yields none. */
export async function getLoadOfTheMonth(pb: TypedPocketBase): Promise<GalleryImage | undefined> {
  try {
    const page = await pb
      .collection('gallery_images')
      .getList<GalleryImageRecord>(1, 1, { filter: 'is_load_of_the_month = true', skipTotal: true, requestKey: null })
    const [record] = page.items
    return record && galleryImageFromRecord(pb, record)
  } catch (error) {
    console.error('Failed to load the Load Of The Month', error)
    return undefined
  }
}
