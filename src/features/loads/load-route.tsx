import type { ReactNode } from 'react'
import { RoutePlaces } from '../../components/route-places'
import type { LoadStopRecord } from '../../lib/record-types'

interface LoadRouteProps {
  /** The stops in the order they are driven. */
  stops: readonly Pick<LoadStopRecord, 'place'>[]
  /** Shown while the load has no stops. */
  fallback?: ReactNode
}

/** A load's route from its stops, 'Dayton, OH → Gary, IN', each place kept in its own direction. */
export function LoadRoute({ stops, fallback = null }: LoadRouteProps) {
  return stops.length > 0 ? <RoutePlaces places={stops.map(({ place }) => place)} /> : fallback
}
