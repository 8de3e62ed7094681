import { DEFAULT_CATEGORY, type GalleryCategory } from './gallery-categories'

/** What an admin gives each image before it is uploaded. */
export interface UploadDetails {
  title: string
  category: GalleryCategory
  description: string
}

/** `titleFromFileName('Wind blade.final.JPG')` is 'Wind blade.final'. */
export function titleFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 ? fileName.slice(0, dot) : fileName
}

/** The spec's defaults: the file name without its extension, the general category, no description. */
export function defaultDetails(file: File): UploadDetails {
  return { title: titleFromFileName(file.name), category: DEFAULT_CATEGORY, description: '' }
}

/**
 * Display orders for one batch: the highest when the batch starts, plus the position in it,
 * plus one (spec §7), so a batch lands after every image already there, in the order chosen.
 * Example: `const plan = displayOrderPlan(12); plan.next()` is 13, then 14.
 */
export function displayOrderPlan(highest: number) {
  let position = 0
  return { next: () => highest + position++ + 1 }
}

/** The multipart body that creates one gallery image. A title left blank falls back to the default. */
export function uploadBody(file: File, details: UploadDetails, displayOrder: number): FormData {
  const body = new FormData()
  body.set('title', details.title.trim() || titleFromFileName(file.name))
  body.set('category', details.category)
  body.set('description', details.description.trim())
  body.set('display_order', String(displayOrder))
  body.set('image', file)
  return body
}
