import { useEffect, useState } from 'react'
import type { LoadMeasurements } from './load-class'
import type { LoadGuide } from './load-guide'

type GuideModule = typeof import('./load-guide')

let loaded: GuideModule | undefined
let loading: Promise<GuideModule> | undefined

const hasAnyMeasurement = (load: LoadMeasurements) => Object.values(load).some((value) => value !== undefined)

/**
 * The guide to a load (class, summary, usual needs) once a size or the weight is typed, else
 * null. Its texts come with the first size typed, not with the page: the estimate shows
 * nothing before that. Without a connection to fetch them it stays null (the prompt to type
 * the sizes), and they are asked for again with the next change.
 */
export function useLoadGuide(load: LoadMeasurements): LoadGuide | null {
  const isWanted = hasAnyMeasurement(load)
  const [module, setModule] = useState(loaded)
  useEffect(() => {
    if (!isWanted || module) return
    let isCurrent = true
    loading ??= import('./load-guide')
    loading.then(
      (guide) => {
        loaded = guide
        if (isCurrent) setModule(guide)
      },
      () => (loading = undefined),
    )
    return () => {
      isCurrent = false
    }
  }, [isWanted, module])
  return isWanted && module ? module.describeLoad(load) : null
}
