import type PocketBase from 'pocketbase'
import { CARD_IMAGE_WIDTH, FULL_IMAGE_WIDTH } from '../lib/image-display'
import placeholderImageUrl from './lazy-image-placeholder.svg'

export { placeholderImageUrl }

/** One stored picture in the sizes the site shows it: cards and slides, and dialogs. */
export interface ResponsiveImage {
  /** The 600 px thumbnail. */
  src: string
  /** Both thumbnails, so dense screens may pick the larger one. Empty for the placeholder. */
  srcSet: string
  /** The 1600 px thumbnail for dialogs. */
  fullSize: string
}

export const placeholderImage: ResponsiveImage = {
  src: placeholderImageUrl,
  srcSet: '',
  fullSize: placeholderImageUrl,
}

type FileUrls = Pick<PocketBase['files'], 'getURL'>
type StoredRecord = { id: string; collectionId: string; collectionName: string }

/**
 * The PocketBase thumbnails of a record's image file, or the placeholder when it has none.
 * Example: `thumbnailSources(pb.files, record, record.image)`.
 */
export function thumbnailSources(files: FileUrls, record: StoredRecord, filename: string): ResponsiveImage {
  if (!filename) return placeholderImage
  const thumb = (width: number) => files.getURL(record, filename, { thumb: `${width}x0` })
  return {
    src: thumb(CARD_IMAGE_WIDTH),
    srcSet: `${thumb(CARD_IMAGE_WIDTH)} ${CARD_IMAGE_WIDTH}w, ${thumb(FULL_IMAGE_WIDTH)} ${FULL_IMAGE_WIDTH}w`,
    fullSize: thumb(FULL_IMAGE_WIDTH),
  }
}
