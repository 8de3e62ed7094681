import type { GalleryImageRecord, TypedPocketBase } from '../../lib/record-types'
import { GALLERY_SORT, galleryImageFromRecord, type GalleryImage } from './gallery-image'

/** Every gallery picture by display order. A failed read rejects, for the route to show. */
export async function listGalleryImages(pb: TypedPocketBase): Promise<GalleryImage[]> {
  const records = await pb
    .collection('gallery_images')
    .getFullList<GalleryImageRecord>({ sort: GALLERY_SORT, requestKey: null })
  return records.map((record) => galleryImageFromRecord(pb, record))
}
