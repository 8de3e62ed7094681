import type { GalleryImageRecord, TypedPocketBase } from '../../lib/record-types'
import { GALLERY_SORT, galleryImageFromRecord, type GalleryImage } from './gallery-image'

/** Every gallery picture by display order; a failed read is logged and yields none. */
export async function listGalleryImages(pb: TypedPocketBase): Promise<GalleryImage[]> {
  try {
    const records = await pb
      .collection('gallery_images')
      .getFullList<GalleryImageRecord>({ sort: GALLERY_SORT, requestKey: null })
    return records.map((record) => galleryImageFromRecord(pb, record))
  } catch (error) {
    console.error('Failed to load the gallery', error)
    return []
  }
}
