import type { TypedPocketBase } from '../../lib/record-types'
import { loadOfTheMonthCard } from './gallery-image'
import { getLoadOfTheMonth } from './get-load-of-the-month'
import { listFeaturedImages } from './list-featured-images'

/** Everything the gallery page shows: the featured pictures and the Load Of The Month card. */
export async function loadGalleryShowcase(pb: TypedPocketBase) {
  const [featured, marked] = await Promise.all([listFeaturedImages(pb), getLoadOfTheMonth(pb)])
  return { featured, loadOfTheMonth: loadOfTheMonthCard(marked, featured) }
}
