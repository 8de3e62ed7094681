import { useCallback, useState, type CSSProperties, type SyntheticEvent } from 'react'
import classes from './lazy-image.module.css'
import { placeholderImageUrl } from './lazy-image-sources'

/** How much of an image must be on screen before it starts loading. */
export const VISIBILITY_THRESHOLD = 0.1

interface LazyImageProps {
  src: string
  alt: string
  srcSet?: string
  /** Which width the image is shown at, so the browser can pick from `srcSet`. */
  sizes?: string
  /** Width / height of the frame, e.g. `4 / 3`; without it the frame takes its size from CSS. */
  aspectRatio?: number
  fit?: 'cover' | 'contain'
  /** Loads at once, first among the page's pictures: for the one the first screen is built around. */
  eager?: boolean
  className?: string
  style?: CSSProperties
}

type LoadState = 'waiting' | 'loading' | 'loaded' | 'failed'

/**
 * A picture that starts loading once 10% of it is visible, shows "Loading..." until then,
 * fades in, and falls back to a placeholder image when it cannot be loaded.
 */
export function LazyImage(props: LazyImageProps) {
  // A new picture starts over: waiting for visibility, then loading.
  return <LazyImageFrame key={props.src} {...props} />
}

function LazyImageFrame({ src, alt, srcSet, sizes, aspectRatio, fit = 'cover', eager = false, className, style }: LazyImageProps) {
  const [state, setState] = useState<LoadState>(eager ? 'loading' : 'waiting')
  const frameRef = useVisibleOnce(useCallback(() => setState((current) => (current === 'waiting' ? 'loading' : current)), []))
  // A picture the browser already holds (the one the served page showed) appears at once, without fading in again.
  const showIfCached = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setState('loaded')
  }, [])

  const failed = state === 'failed'
  const started = state !== 'waiting'

  return (
    <span
      ref={frameRef}
      className={[classes.frame, className].filter(Boolean).join(' ')}
      style={{ aspectRatio, ...style }}
      data-state={state}
    >
      {state !== 'loaded' && !failed && (
        <span className={classes.placeholder} aria-hidden="true">
          Loading...
        </span>
      )}
      <img
        ref={eager ? showIfCached : undefined}
        className={classes.image}
        alt={alt}
        src={failed ? placeholderImageUrl : started ? src : undefined}
        srcSet={started && !failed && srcSet ? srcSet : undefined}
        sizes={started && !failed && srcSet ? sizes : undefined}
        style={{ objectFit: fit }}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        onLoad={(event: SyntheticEvent<HTMLImageElement>) => {
          if (event.currentTarget.getAttribute('src')) setState((current) => (current === 'failed' ? current : 'loaded'))
        }}
        onError={() => setState('failed')}
      />
    </span>
  )
}

/** A ref callback that calls `onVisible` once, the first time the element is 10% on screen. */
function useVisibleOnce(onVisible: () => void) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return
      // Browsers without IntersectionObserver (and jsdom) simply load at once.
      if (typeof IntersectionObserver === 'undefined') {
        onVisible()
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= VISIBILITY_THRESHOLD)) {
            observer.disconnect()
            onVisible()
          }
        },
        { threshold: VISIBILITY_THRESHOLD },
      )
      observer.observe(element)
      return () => observer.disconnect()
    },
    [onVisible],
  )
}
