import type { GalleryImageRecord, TypedPocketBase } from '../../../lib/record-types'

/** What the edit dialog changes. */
export type GalleryImageDetails = Pick<GalleryImageRecord, 'title' | 'description' | 'alt_text' | 'category' | 'display_order'>

export function updateImageDetails(pb: TypedPocketBase, id: string, details: GalleryImageDetails) {
  return pb.collection('gallery_images').update(id, details, { requestKey: null })
}

export function deleteImage(pb: TypedPocketBase, id: string) {
  return pb.collection('gallery_images').delete(id, { requestKey: null })
}

/** Marks one image; the server unmarks the previous holder in the same transaction. */
export function setLoadOfTheMonth(pb: TypedPocketBase, id: string) {
  return pb.collection('gallery_images').update(id, { is_load_of_the_month: true }, { requestKey: null })
}
