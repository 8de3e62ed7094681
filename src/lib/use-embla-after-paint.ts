import useEmblaCarouselNow from 'embla-carousel-react'
import { useCallback } from 'react'

/**
 * Embla's hook as Mantine's carousel gets it in the bundle (vite.config.ts, emblaAfterPaint):
 * the carousel starts in a task of its own, once the page has been drawn. Started at once, it
 * measures its slides in the task that draws the page, which forces the whole new page to be
 * laid out there too: on a phone, one long task that holds up every tap. Drawn before it
 * starts, the page is laid out by the browser's own frame, and the start finds it measured.
 */
export default function useEmblaCarousel(...args: Parameters<typeof useEmblaCarouselNow>): ReturnType<typeof useEmblaCarouselNow> {
  const [setViewport, api] = useEmblaCarouselNow(...args)
  const setViewportAfterPaint = useCallback(
    (viewport: HTMLElement | null) => {
      if (!viewport) return setViewport(viewport)
      // A carousel taken off the page before then is not started: its state is gone with it.
      requestAnimationFrame(() => setTimeout(() => setViewport(viewport)))
    },
    [setViewport],
  )
  return [setViewportAfterPaint, api]
}
