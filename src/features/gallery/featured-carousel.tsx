import '@mantine/carousel/styles.layer.css'
import { Carousel } from '@mantine/carousel'
import { Button, UnstyledButton } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react'
import type { EmblaCarouselType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import { useEffect, useMemo, useRef, useState } from 'react'
import { LazyImage } from '../../components/lazy-image'
import classes from './featured-carousel.module.css'
import type { GalleryImage } from './gallery-image'
import pictureClasses from './picture-button.module.css'
import { useCoverflow } from './use-coverflow'

/**
 * A slide is 88% of the container's content box (the viewport less 1 rem of padding a side),
 * at most 640 px: a phone then picks the 600 px thumbnail rather than the dialog's 1600 px one.
 */
export const SLIDE_IMAGE_SIZES = '(min-width: 48em) 640px, calc(88vw - 1.76rem)'

/** Milliseconds each slide stays before the next. */
export const AUTOPLAY_DELAY = 3000

interface FeaturedCarouselProps {
  images: GalleryImage[]
  onOpen: (image: GalleryImage) => void
}

/**
 * Centred coverflow slides that advance every 3 s and keep going after a swipe; the visitor
 * can pause them, and people who prefer reduced motion get still, flat slides.
 */
export function FeaturedCarousel({ images, onOpen }: FeaturedCarouselProps) {
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false })
  const [paused, setPaused] = useState(false)
  const autoplay = useMemo(() => Autoplay({ delay: AUTOPLAY_DELAY, stopOnInteraction: false }), [])
  const autoplaying = !reduceMotion && !paused
  const plugins = useMemo(() => (autoplaying ? [autoplay] : []), [autoplay, autoplaying])
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  useCoverflow(embla, !reduceMotion)
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // The slides beside the first show once the carousel has started and posed them
    // (featured-carousel.module.css), so none is seen flat or out of place first.
    embla?.rootNode().setAttribute('data-started', '')
  }, [embla])

  useEffect(() => {
    // The carousel announces every slide change; while slides turn by themselves that would
    // talk over everything else, so announcements wait until the slideshow is paused.
    rootRef.current?.querySelector(':scope > [role="status"]')?.setAttribute('aria-live', autoplaying ? 'off' : 'polite')
  }, [autoplaying])

  return (
    <div className={classes.wrapper}>
      <Carousel
        ref={rootRef}
        aria-label="Featured equipment"
        withIndicators
        slideSize="min(640px, 88%)"
        slideGap={0}
        emblaOptions={{ loop: true, align: 'center' }}
        plugins={plugins}
        getEmblaApi={setEmbla}
        getIndicatorProps={(index) => ({ 'aria-label': `Show ${images[index]?.title ?? `slide ${index + 1}`}` })}
        classNames={{
          viewport: classes.viewport,
          container: classes.container,
          slide: classes.slide,
          indicators: classes.indicators,
          indicator: classes.indicator,
          control: classes.control,
        }}
      >
        {images.map((image, index) => (
          <Carousel.Slide key={image.id} aria-label={`${index + 1} of ${images.length}`}>
            <UnstyledButton className={classes.face} onClick={() => onOpen(image)} aria-label={`View full size: ${image.title}`}>
              <LazyImage
                className={pictureClasses.picture}
                src={image.image.src}
                srcSet={image.image.srcSet}
                sizes={SLIDE_IMAGE_SIZES}
                alt={image.alt}
                aspectRatio={4 / 3}
                eager={index === 0}
              />
              <span className={classes.shade} data-coverflow-shade="left" aria-hidden="true" />
              <span className={classes.shade} data-coverflow-shade="right" aria-hidden="true" />
              <span className={classes.caption} aria-hidden="true">
                {image.title}
              </span>
            </UnstyledButton>
          </Carousel.Slide>
        ))}
      </Carousel>
      {!reduceMotion && images.length > 1 && (
        <Button
          variant="subtle"
          color="steel.8"
          size="compact-sm"
          mih={44}
          className={classes.playToggle}
          leftSection={paused ? <IconPlayerPlay size={16} aria-hidden="true" /> : <IconPlayerPause size={16} aria-hidden="true" />}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? 'Play slideshow' : 'Pause slideshow'}
        </Button>
      )}
    </div>
  )
}
