import { useEffect, useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import type { HeatmapRow, Period } from './heatmap-summary'
import { periodStart } from './heatmap-summary'

export type HeatmapLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: HeatmapRow[] }

/** Spec §7: heatmap_data from the period's first day on, newest day first. */
export function useHeatmapRows(pb: TypedPocketBase, period: Period): HeatmapLoad {
  const [settled, setSettled] = useState<{ period: Period; load: HeatmapLoad } | null>(null)
  useEffect(() => {
    let isCurrent = true
    pb.collection('heatmap_data')
      .getFullList({ filter: pb.filter('date_collected >= {:from}', { from: periodStart(period) }), sort: '-date_collected', batch: 1000, requestKey: null })
      .then(
        (rows) => isCurrent && setSettled({ period, load: { status: 'ready', rows } }),
        () => isCurrent && setSettled({ period, load: { status: 'error' } }),
      )
    return () => {
      isCurrent = false
    }
  }, [pb, period])
  return settled?.period === period ? settled.load : { status: 'loading' }
}
