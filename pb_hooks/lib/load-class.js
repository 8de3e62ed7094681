/// <reference path="../../pb_data/types.d.ts" />

// The names of the load classes in mails; the server classifies a quote in Go
// (server/load_class.go) by the limits the app also reads (server/load_limits.json).
// tests/unit/load-class-labels.test.ts keeps these names the same as the app's.
const LOAD_CLASS_LABELS = {
  legal: 'Legal load',
  oversize: 'Oversize load',
  heavy_haul: 'Heavy haul',
  super_heavy: 'Super heavy',
  ultra_heavy: 'Ultra heavy',
  over_maximum: 'Over our maximum',
}

module.exports = { LOAD_CLASS_LABELS }
