import loadLimits from '../../../server/load_limits.json'
import type { LOAD_CLASSES } from '../../lib/collections'

export type LoadClass = (typeof LOAD_CLASSES)[number]

// The server classifies by the same file (server/load_class.go).

/** Common US legal limits without permits: 8 ft 6 in wide, 13 ft 6 in high, 53 ft long, 80,000 lb. */
export const LEGAL_LIMITS: Readonly<typeof loadLimits.legalLimits> = loadLimits.legalLimits
export const SUPER_HEAVY_FROM_LB = loadLimits.superHeavyFromLb
export const ULTRA_HEAVY_ABOVE_LB = loadLimits.ultraHeavyAboveLb
export const MAX_CAPACITY_LB = loadLimits.maxCapacityLb

/** What is known of a load; a dimension or weight not entered yet is `undefined`. */
export interface LoadMeasurements {
  lengthFt?: number
  widthFt?: number
  heightFt?: number
  weightLb?: number
}

/**
 * The class of a load by weight first, then by dimensions. Example: `classifyLoad({ weightLb: 150_000 })` is
 * `'super_heavy'`.
 */
export function classifyLoad(load: LoadMeasurements): LoadClass {
  const weight = load.weightLb ?? 0
  if (weight > MAX_CAPACITY_LB) return 'over_maximum'
  if (weight > ULTRA_HEAVY_ABOVE_LB) return 'ultra_heavy'
  if (weight >= SUPER_HEAVY_FROM_LB) return 'super_heavy'
  if (weight > LEGAL_LIMITS.weightLb) return 'heavy_haul'
  return oversizeDimensions(load).length > 0 ? 'oversize' : 'legal'
}

export type Dimension = 'width' | 'height' | 'length'

/** The dimensions over the legal limit, widest-impact first. */
export function oversizeDimensions(load: LoadMeasurements): Dimension[] {
  const over: Dimension[] = []
  if ((load.widthFt ?? 0) > LEGAL_LIMITS.widthFt) over.push('width')
  if ((load.heightFt ?? 0) > LEGAL_LIMITS.heightFt) over.push('height')
  if ((load.lengthFt ?? 0) > LEGAL_LIMITS.lengthFt) over.push('length')
  return over
}
