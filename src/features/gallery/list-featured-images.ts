import type { GalleryImageRecord, TypedPocketBase } from '../../lib/record-types'
import { GALLERY_SORT, galleryImageFromRecord, type GalleryImage } from './gallery-image'

/** How many pictures the featured carousel shows. */
export const FEATURED_LIMIT = 6

/** The first pictures by display order, for the carousel. A failed read rejects, for the route to show. */
export async function listFeaturedImages(pb: TypedPocketBase): Promise<GalleryImage[]> {
  const page = await pb
    .collection('gallery_images')
    .getList<GalleryImageRecord>(1, FEATURED_LIMIT, { sort: GALLERY_SORT, skipTotal: true, requestKey: null })
  return page.items.map((record) => galleryImageFromRecord(pb, record))
}
