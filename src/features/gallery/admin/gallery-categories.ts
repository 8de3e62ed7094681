import { GALLERY_CATEGORIES } from '../../../lib/field-values'

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]

export const DEFAULT_CATEGORY: GalleryCategory = 'general'

const LABELS: Record<GalleryCategory, string> = { general: 'General', trucks: 'Trucks', trailers: 'Trailers', loads: 'Loads' }

/** For selects and filter chips, in the server's order. */
export const GALLERY_CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((value) => ({ value, label: LABELS[value] }))

/** `categoryLabel('loads')` is 'Loads'; an image stored without one is General. */
export function categoryLabel(category: string): string {
  return LABELS[(category || DEFAULT_CATEGORY) as GalleryCategory] ?? category
}
