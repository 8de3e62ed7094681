import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect } from 'react'
import { coverflowPose } from './coverflow'

/** The element a slide turns (its first child) and the two shadows on its edges. */
interface Face {
  slide: HTMLElement
  face: HTMLElement
  shadeLeft: HTMLElement | null
  shadeRight: HTMLElement | null
  /** What was last written, so a frame writes only what changed. */
  posed: { transform: string; shadeLeft: string; shadeRight: string }
}

/** The slides' faces and shadows, found once per set of slides rather than on every frame. */
function facesOf(embla: EmblaCarouselType): Face[] {
  return embla.slideNodes().flatMap((slide) => {
    const face = slide.firstElementChild
    if (!(face instanceof HTMLElement)) return []
    const shade = (edge: string) => face.querySelector<HTMLElement>(`:scope > [data-coverflow-shade="${edge}"]`)
    return [{ slide, face, shadeLeft: shade('left'), shadeRight: shade('right'), posed: { transform: '', shadeLeft: '', shadeRight: '' } }]
  })
}

function write(element: HTMLElement | null, property: string, value: string, previous: string): void {
  if (element && value !== previous) element.style.setProperty(property, value)
}

/**
 * Poses every slide's first child in the coverflow look as the carousel scrolls; `enabled: false`
 * leaves slides flat. Each frame writes only the slides whose pose changed (the two or three
 * nearest the centre), and the shadows' opacity on the shadow elements themselves: a value
 * inherited by the whole slide would make the browser restyle all of it on every frame.
 */
export function useCoverflow(embla: EmblaCarouselType | null, enabled: boolean) {
  useEffect(() => {
    if (!embla || !enabled) return
    let faces = facesOf(embla)
    const pose = () => {
      const viewport = embla.rootNode().getBoundingClientRect()
      const centre = viewport.left + viewport.width / 2
      // Every slide is measured before any is posed: a read after a write would make the
      // browser recompute styles once per slide.
      const offsets = faces.map(({ slide }) => {
        const box = slide.getBoundingClientRect()
        return box.width > 0 ? (box.left + box.width / 2 - centre) / box.width : undefined
      })
      faces.forEach((face, index) => {
        const offset = offsets[index]
        if (offset === undefined) return
        const { transform, shadeLeft, shadeRight } = coverflowPose(offset)
        const posed = { transform, shadeLeft: String(shadeLeft), shadeRight: String(shadeRight) }
        write(face.face, 'transform', posed.transform, face.posed.transform)
        write(face.shadeLeft, 'opacity', posed.shadeLeft, face.posed.shadeLeft)
        write(face.shadeRight, 'opacity', posed.shadeRight, face.posed.shadeRight)
        face.posed = posed
      })
    }
    const reset = () => {
      faces = facesOf(embla)
      pose()
    }
    pose()
    embla.on('scroll', pose).on('resize', pose).on('reInit', reset).on('slidesChanged', reset)
    return () => {
      embla.off('scroll', pose).off('resize', pose).off('reInit', reset).off('slidesChanged', reset)
      for (const { face, shadeLeft, shadeRight } of faces) {
        face.style.removeProperty('transform')
        shadeLeft?.style.removeProperty('opacity')
        shadeRight?.style.removeProperty('opacity')
      }
    }
  }, [embla, enabled])
}
