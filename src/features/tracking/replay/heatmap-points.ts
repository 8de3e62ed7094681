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

/**
 * Whether the element stays in place as the page scrolls (a fixed or sticky header, the phone
 * menu): its points are placed where it is with the page at its top, not at the scroll depth.
 */
function isPinned(element: Element): boolean {
  for (let current: Element | null = element; current && current !== document.body; current = current.parentElement) {
    const position = getComputedStyle(current).position
    if (position === 'fixed' || position === 'sticky') return true
  }
  return false
}

function pointAt(kind: 'click' | 'hover', element: Element, event: MouseEvent): HeatPoint {
  const y = isPinned(element) ? event.clientY : event.pageY
  return {
    kind,
    page_path: window.location.pathname.slice(0, 1000),
    viewport_class: viewportClass(window.innerWidth),
    selector: elementSelector(element),
    element_type: element.tagName.toLowerCase().slice(0, 50),
    x: Math.min(1, Math.max(0, Math.round((event.pageX / Math.max(1, window.innerWidth)) * 10_000) / 10_000)),
    y: Math.max(0, Math.round(y)),
  }
}

/** How far down the page the visitor has seen, in percent. */
export function scrollDepth(): number {
  const height = document.documentElement.scrollHeight
  return height <= 0 ? 0 : Math.min(100, Math.round(((window.scrollY + window.innerHeight) / height) * 100))
}

export interface HeatWatch {
  /** Sends the scroll depth reached so far, before the page is left. */
  settleScroll: () => void
  stop: () => void
}

/** Watches clicks, hovers and scrolling. */
export function watchHeat(add: (point: HeatPoint) => void): HeatWatch {
  let hoverTimer: ReturnType<typeof setTimeout> | undefined
  let scrollTimer: ReturnType<typeof setTimeout> | undefined
  const sent = new Map<string, number>()
  // Per page: a page left within the settling second keeps its depth, even once the next
  // page's scrolling has begun.
  const reached = new Map<string, number>()
  const settleScroll = () => {
    clearTimeout(scrollTimer)
    for (const [path, depth] of reached) {
      if (depth <= (sent.get(path) ?? 0)) continue
      sent.set(path, depth)
      add({ kind: 'scroll', page_path: path, viewport_class: viewportClass(window.innerWidth), selector: 'document', depth })
    }
    reached.clear()
  }
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element) add(pointAt('click', event.target, event))
  }
  const onOver = (event: MouseEvent) => {
    clearTimeout(hoverTimer)
    const target = event.target
    if (!(target instanceof Element)) return
    hoverTimer = setTimeout(() => add(pointAt('hover', target, event)), HOVER_DEBOUNCE_MS)
  }
  const onScroll = () => {
    const path = window.location.pathname.slice(0, 1000)
    const depth = scrollDepth()
    if (depth > 0 && depth <= 100 && depth > (reached.get(path) ?? 0)) reached.set(path, depth)
    clearTimeout(scrollTimer)
    scrollTimer = setTimeout(settleScroll, SCROLL_SETTLE_MS)
  }
  const options = { capture: true, passive: true }
  document.addEventListener('click', onClick, options)
  document.addEventListener('mouseover', onOver, options)
  window.addEventListener('scroll', onScroll, { passive: true })
  return {
    settleScroll,
    stop: () => {
      clearTimeout(hoverTimer)
      clearTimeout(scrollTimer)
      document.removeEventListener('click', onClick, options)
      document.removeEventListener('mouseover', onOver, options)
      window.removeEventListener('scroll', onScroll)
    },
  }
}
