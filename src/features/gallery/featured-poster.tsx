import { Loader, Text } from '@mantine/core'
import classes from './featured-carousel.module.css'
import { SLIDE_IMAGE_SIZES } from './featured-carousel'

/**
 * The featured carousel while it loads: a frame the size and place of its first slide. The
 * server puts the first featured picture into the slot of the page it serves on a first visit
 * (server/first_featured_image.go), so that picture shows before the app has loaded.
 */
export function FeaturedPoster() {
  return (
    <div className={classes.viewport}>
      <div className={classes.poster} role="status">
        <Loader size="lg" />
        <Text fw={600} c="steel.7">
          Loading gallery...
        </Text>
        <span data-first-featured-image="" data-sizes={SLIDE_IMAGE_SIZES} />
      </div>
    </div>
  )
}
