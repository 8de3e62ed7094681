import { useCallback, useEffect, useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import { countRecords, OVERVIEW_STATS } from './overview-stats'

/** A card's number: unknown while read, or `null` when it could not be read. */
export type StatCount = number | null | undefined

export interface OverviewCounts {
  counts: readonly StatCount[]
  /** Some count could not be read. */
  hasFailed: boolean
  /** Reads every count again; resolves once all have answered. */
  reload: () => Promise<void>
}

/** The six stat cards' numbers, read together; a count that fails leaves the others shown. */
export function useOverviewCounts(pb: TypedPocketBase): OverviewCounts {
  const [counts, setCounts] = useState<readonly StatCount[]>(() => OVERVIEW_STATS.map(() => undefined))

  const read = useCallback(async () => {
    const results = await Promise.allSettled(OVERVIEW_STATS.map(({ collection }) => countRecords(pb, collection)))
    results.forEach((result, index) => {
      if (result.status === 'rejected') console.error(`Could not count ${OVERVIEW_STATS[index]?.collection}.`, result.reason)
    })
    return results.map((result) => (result.status === 'fulfilled' ? result.value : null))
  }, [pb])

  useEffect(() => {
    let isCurrent = true
    void read().then((next) => isCurrent && setCounts(next))
    return () => {
      isCurrent = false
    }
  }, [read])

  const reload = useCallback(async () => {
    setCounts(await read())
  }, [read])

  return { counts, hasFailed: counts.includes(null), reload }
}
