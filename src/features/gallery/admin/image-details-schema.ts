import * as v from 'valibot'
import { GALLERY_CATEGORIES } from '../../../lib/field-values'
import type { NumberValue } from '../../../lib/form/fields/number-field'
import { REQUIRED } from '../../../lib/form/schema-parts'
import type { GalleryImageRecord } from '../../../lib/record-types'
import type { GalleryImageDetails } from './gallery-calls'
import { DEFAULT_CATEGORY, type GalleryCategory } from './gallery-categories'

export interface ImageDetailsValues {
  title: string
  description: string
  alt_text: string
  category: GalleryCategory
  display_order: NumberValue
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`))

/** The server's limits on an image's details (pb_migrations gallery_images), in its words. */
export const imageDetailsSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(200, 'Must be at most 200 characters')),
  description: text(2000),
  alt_text: text(300),
  category: v.picklist(GALLERY_CATEGORIES, REQUIRED),
  display_order: v.pipe(
    v.union([v.number(), v.literal('')]),
    v.check((value) => value === '' || Number.isInteger(value), 'Must be a whole number'),
    v.check((value) => value === '' || value >= 0, 'Cannot be negative'),
  ),
})

export function imageDetailsValues(image: GalleryImageRecord): ImageDetailsValues {
  return {
    title: image.title,
    description: image.description,
    alt_text: image.alt_text,
    category: image.category || DEFAULT_CATEGORY,
    display_order: image.display_order,
  }
}

/** The update; an empty order is 0, as the spec's numeric fallback. */
export function imageDetailsRecord(values: ImageDetailsValues): GalleryImageDetails {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    alt_text: values.alt_text.trim(),
    category: values.category,
    display_order: values.display_order === '' ? 0 : values.display_order,
  }
}
