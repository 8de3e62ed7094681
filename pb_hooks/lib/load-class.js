/// <reference path="../../pb_data/types.d.ts" />

// The same table as src/features/quotes/load-class.ts (tests/unit/load-class-parity.test.ts
// keeps the two in step). Common US legal limits without permits, then the weight classes.
const LEGAL_LIMITS = { widthFt: 8.5, heightFt: 13.5, lengthFt: 53, weightLb: 80000 }
const SUPER_HEAVY_FROM_LB = 125000
const ULTRA_HEAVY_ABOVE_LB = 200000
const MAX_CAPACITY_LB = 300000

const LOAD_CLASS_LABELS = {
  legal: 'Legal load',
  oversize: 'Oversize load',
  heavy_haul: 'Heavy haul',
  super_heavy: 'Super heavy',
  ultra_heavy: 'Ultra heavy',
  over_maximum: 'Over our maximum',
}

/**
 * The class of a load by weight first, then by dimensions; a missing value counts as 0.
 * Example: `classifyLoad({ weightLb: 150000 })` is `'super_heavy'`.
 */
function classifyLoad(load) {
  const weight = load.weightLb || 0
  if (weight > MAX_CAPACITY_LB) return 'over_maximum'
  if (weight > ULTRA_HEAVY_ABOVE_LB) return 'ultra_heavy'
  if (weight >= SUPER_HEAVY_FROM_LB) return 'super_heavy'
  if (weight > LEGAL_LIMITS.weightLb) return 'heavy_haul'
  const oversize =
    (load.widthFt || 0) > LEGAL_LIMITS.widthFt ||
    (load.heightFt || 0) > LEGAL_LIMITS.heightFt ||
    (load.lengthFt || 0) > LEGAL_LIMITS.lengthFt
  return oversize ? 'oversize' : 'legal'
}

/** The class of a `quotes` record from its stored dimensions (ft) and weight (lb). */
function classifyQuote(record) {
  return classifyLoad({
    lengthFt: record.getFloat('length'),
    widthFt: record.getFloat('width'),
    heightFt: record.getFloat('height'),
    weightLb: record.getFloat('weight_lb'),
  })
}

module.exports = { classifyLoad, classifyQuote, LOAD_CLASS_LABELS }
