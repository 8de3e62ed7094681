import { elementSelector } from './describe-element'

// Heatmap points (spec §9: hovers debounced 500 ms, scroll depth once settled for 1 s and only
// when 0 < depth <= 100), positioned as the server aggregates them: x as a fraction of the
// viewport width, y in page pixels, per viewport class.

export type ViewportClass = 'phone' | 'tablet' | 'desktop'

export interface HeatPoint {
  kind: 'click' | 'hover' | 'scroll'
  page_path: string
  viewport_class: ViewportClass
  selector: string
  element_type?: string
  x?: number
  y?: number
  depth?: number
}

const HOVER_DEBOUNCE_MS = 500
const SCROLL_SETTLE_MS = 1_000

export function viewportClass(width: number): ViewportClass {
  if (width < 768) return 'phone'
  if (width < 1024) return 'tablet'
  return 'desktop'
}

function pointAt(kind: 'click' | 'hover', element: Element, pageX: number, pageY: number): HeatPoint {
  return {
    kind,
    page_path: window.location.pathname.slice(0, 1000),
    viewport_class: viewportClass(window.innerWidth),
    selector: elementSelector(element),
    element_type: element.tagName.toLowerCase().slice(0, 50),
    x: Math.min(1, Math.max(0, Math.round((pageX / Math.max(1, window.innerWidth)) * 10_000) / 10_000)),
    y: Math.max(0, Math.round(pageY)),
  }
}

/** How far down the page the visitor has seen, in percent. */
export function scrollDepth(): number {
  const height = document.documentElement.scrollHeight
  return height <= 0 ? 0 : Math.min(100, Math.round(((window.scrollY + window.innerHeight) / height) * 100))
}

/** Watches clicks, hovers and scrolling; returns what stops it. */
export function watchHeat(add: (point: HeatPoint) => void): () => void {
  let hoverTimer: ReturnType<typeof setTimeout> | undefined
  let scrollTimer: ReturnType<typeof setTimeout> | undefined
  const deepest = new Map<string, number>()
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element) add(pointAt('click', event.target, event.pageX, event.pageY))
  }
  const onOver = (event: MouseEvent) => {
    clearTimeout(hoverTimer)
    const target = event.target
    if (!(target instanceof Element)) return
    hoverTimer = setTimeout(() => add(pointAt('hover', target, event.pageX, event.pageY)), HOVER_DEBOUNCE_MS)
  }
  const onScroll = () => {
    clearTimeout(scrollTimer)
    scrollTimer = setTimeout(() => {
      const path = window.location.pathname.slice(0, 1000)
      const depth = scrollDepth()
      if (depth <= 0 || depth > 100 || depth <= (deepest.get(path) ?? 0)) return
      deepest.set(path, depth)
      add({ kind: 'scroll', page_path: path, viewport_class: viewportClass(window.innerWidth), selector: 'document', depth })
    }, SCROLL_SETTLE_MS)
  }
  const options = { capture: true, passive: true }
  document.addEventListener('click', onClick, options)
  document.addEventListener('mouseover', onOver, options)
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => {
    clearTimeout(hoverTimer)
    clearTimeout(scrollTimer)
    document.removeEventListener('click', onClick, options)
    document.removeEventListener('mouseover', onOver, options)
    window.removeEventListener('scroll', onScroll)
  }
}
