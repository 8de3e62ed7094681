import { thumbnailSources, type ResponsiveImage } from '../../components/lazy-image-sources'
import type { GalleryImageRecord, TypedPocketBase } from '../../lib/record-types'

export { GALLERY_SORT } from '../../lib/image-display'

export const LOAD_OF_THE_MONTH_FALLBACK_DESCRIPTION =
  'Professional heavy haul transport with specialized equipment for oversized loads.'

/** A gallery picture as the pages show it. */
export interface GalleryImage {
  id: string
  title: string
  description: string
  /** The stored alt text, or the title when there is none. */
  alt: string
  image: ResponsiveImage
}

type GalleryFields = Pick<GalleryImageRecord, 'id' | 'title'> & Partial<Pick<GalleryImageRecord, 'description' | 'alt_text'>>

export function toGalleryImage(record: GalleryFields, image: ResponsiveImage): GalleryImage {
  return {
    id: record.id,
    title: record.title,
    description: record.description ?? '',
    alt: record.alt_text || record.title,
    image,
  }
}

export function galleryImageFromRecord(pb: TypedPocketBase, record: GalleryImageRecord): GalleryImage {
  return toGalleryImage(record, thumbnailSources(pb.files, record, record.image))
}

/**
 * The Load Of The Month card's picture and text: the marked image, else the first featured
 * one; its description, else the standard line. Nothing when the gallery is empty.
 */
export function loadOfTheMonthCard(marked: GalleryImage | undefined, featured: GalleryImage[]) {
  const image = marked ?? featured[0]
  if (!image) return undefined
  return { ...image, description: image.description || LOAD_OF_THE_MONTH_FALLBACK_DESCRIPTION }
}
