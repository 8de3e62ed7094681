import { useEffect, useState } from 'react'
import { loadPocketBase } from '../../../lib/pocketbase'
import type { ServiceRecord } from '../../../lib/record-types'
import { listActiveServices } from './list-active-services'
import { offeredSolutions, writtenSolutions, type OfferedSolutions } from './offered-solutions'

/**
 * The solutions of /services: the page as written at first (so the prerendered copy is whole
 * and never holds the data of the build), then the active services once read. If they cannot
 * be read, the written page stays.
 */
export function useOfferedSolutions(): OfferedSolutions {
  const [services, setServices] = useState<ServiceRecord[] | null>(null)
  useEffect(() => {
    let isCurrent = true
    loadPocketBase()
      .then(listActiveServices)
      .then(
        (active) => {
          if (isCurrent) setServices(active)
        },
        (error: unknown) => console.warn('The services could not be read; the page shows them as written.', error),
      )
    return () => {
      isCurrent = false
    }
  }, [])
  return services ? offeredSolutions(services) : writtenSolutions
}
