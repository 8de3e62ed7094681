import { Fragment, type ReactNode } from 'react'

interface RoutePlacesProps {
  /** The places in the order they are driven: origin first, destination last. */
  places: readonly string[]
  /** Between two places; an arrow unless told, e.g. an icon. */
  separator?: ReactNode
}

/**
 * A route as "Dayton, OH → Houston, TX", each place in its own `<bdi>`: two right-to-left
 * names (Arabic, Hebrew) would otherwise read as one run and swap sides of the arrow.
 */
export function RoutePlaces({ places, separator = ' → ' }: RoutePlacesProps) {
  return places.map((place, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      <bdi>{place}</bdi>
    </Fragment>
  ))
}
