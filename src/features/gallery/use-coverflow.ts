import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect } from 'react'
import { coverflowPose } from './coverflow'

/** Poses every slide's first child in the coverflow look as the carousel scrolls; `enabled: false` leaves slides flat. */
export function useCoverflow(embla: EmblaCarouselType | null, enabled: boolean) {
  useEffect(() => {
    if (!embla || !enabled) return
    const pose = () => {
      const viewport = embla.rootNode().getBoundingClientRect()
      const centre = viewport.left + viewport.width / 2
      // Every slide is measured before any is posed: a read after a write would make the
      // browser recompute styles once per slide, on every frame the slides move.
      const faces = embla.slideNodes().flatMap((slide) => {
        const face = slide.firstElementChild
        const box = slide.getBoundingClientRect()
        return face instanceof HTMLElement && box.width > 0 ? [{ face, offset: (box.left + box.width / 2 - centre) / box.width }] : []
      })
      for (const { face, offset } of faces) {
        const { transform, shadeLeft, shadeRight } = coverflowPose(offset)
        face.style.transform = transform
        face.style.setProperty('--coverflow-shade-left', String(shadeLeft))
        face.style.setProperty('--coverflow-shade-right', String(shadeRight))
      }
    }
    pose()
    embla.on('scroll', pose).on('reInit', pose).on('resize', pose).on('slidesChanged', pose)
    return () => {
      embla.off('scroll', pose).off('reInit', pose).off('resize', pose).off('slidesChanged', pose)
      for (const slide of embla.slideNodes()) {
        const face = slide.firstElementChild
        if (!(face instanceof HTMLElement)) continue
        for (const property of ['transform', '--coverflow-shade-left', '--coverflow-shade-right']) face.style.removeProperty(property)
      }
    }
  }, [embla, enabled])
}
