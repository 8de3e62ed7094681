import { placeholderImage, type ResponsiveImage } from '../../components/lazy-image-sources'
import type { FleetRecord } from '../../lib/record-types'

/** Longest load (feet) a configuration carries in its well; longer ones are self supporting. */
const WELL_LENGTH_LIMIT = 60
/** From this length (feet) the self-supporting figure is a minimum, shown with a plus sign. */
const PLUS_LENGTH = 100

/** One trailer configuration as the fleet page shows it. */
export interface FleetView {
  /** The fleet record's id: two vehicles may share an axle count, and each has its tab. */
  id: string
  name: string
  description: string
  capacity: string
  image: ResponsiveImage
  axleCount: number
  /** Feet; 0 when unknown. */
  length: number
}

/** What a configuration can carry, from its length in feet (0 or missing when unknown). */
export function capacityText(length: number | null | undefined): string {
  if (!length) return 'Steerable axles configuration'
  if (length <= WELL_LENGTH_LIMIT) return `Able to get up to ${length}' in the well with steerable axles`
  return `Self supporting ${length}'${length >= PLUS_LENGTH ? '+' : ''} with steerable axles`
}

type FleetFields = Pick<FleetRecord, 'id' | 'name' | 'axle_count'> & Partial<Pick<FleetRecord, 'description' | 'length'>>

export function toFleetView(record: FleetFields, image: ResponsiveImage = placeholderImage): FleetView {
  const length = record.length ?? 0
  return {
    id: record.id,
    name: record.name,
    description: record.description ?? '',
    capacity: capacityText(length),
    image,
    axleCount: record.axle_count,
    length,
  }
}

/**
 * A configuration's tab label: its axle count ("13-Axle"), and its name too where another
 * vehicle listed has as many axles ("5-Axle Lowboy A", "5-Axle Lowboy B").
 */
export function tabLabel(view: FleetView, fleet: FleetView[]): string {
  const axles = `${view.axleCount}-Axle`
  const sharesAxleCount = fleet.some((other) => other.id !== view.id && other.axleCount === view.axleCount)
  if (!sharesAxleCount) return axles
  return view.name.toLowerCase().startsWith(axles.toLowerCase()) ? view.name : `${axles} ${view.name}`
}
