// The server's own file: it fills the gallery page's first slide with the same values
// (server/image_display.go), so the browser and the server cannot disagree.
import imageDisplay from '../../server/image_display.json'

/** Gallery pages list by display order; equal orders keep upload order. */
export const GALLERY_SORT: string = imageDisplay.gallerySort

/** Widths of the thumbnails the image collections declare (`thumbs: ['600x0', '1600x0']`). */
export const CARD_IMAGE_WIDTH: number = imageDisplay.thumbWidths.card
export const FULL_IMAGE_WIDTH: number = imageDisplay.thumbWidths.full
