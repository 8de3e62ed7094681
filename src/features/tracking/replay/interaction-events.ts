import { elementFacts, elementSelector, elementText } from './describe-element'
import type { InteractionFields } from './session-event'

// The visitor's interactions as session events (spec §9): mousemove at most every 100 ms,
// scroll debounced 150 ms, clicks, field focus and form submits (by name, never value),
// resizes. No key is ever listened to.

const MOUSEMOVE_EVERY_MS = 100
const SCROLL_DEBOUNCE_MS = 150
const RESIZE_DEBOUNCE_MS = 300
const INTERACTIVE = 'a, button, [role="button"], label, summary, h1, h2, h3, h4'

export interface ClickDetails {
  at: number
  x: number
  y: number
  exempt: boolean
  element: Element
}

export interface InteractionHandlers {
  emit: (fields: InteractionFields) => void
  onClick?: (click: ClickDetails) => void
}

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight }
}

export function scrollFacts() {
  const maxScrollY = Math.max(0, document.documentElement.scrollHeight - window.innerHeight)
  const percentage = maxScrollY === 0 ? 100 : Math.round((window.scrollY / maxScrollY) * 100)
  return {
    scrollX: Math.round(window.scrollX),
    scrollY: Math.round(window.scrollY),
    scrollPercentage: Math.min(100, Math.max(0, percentage)),
    maxScrollY,
    windowHeight: window.innerHeight,
  }
}

function formFacts(field: Element) {
  const form = field instanceof HTMLFormElement ? field : field.closest('form')
  const type = field.getAttribute('type') ?? field.tagName.toLowerCase()
  return {
    field_name: (field.getAttribute('name') ?? field.id ?? '').slice(0, 200),
    field_type: type.slice(0, 50),
    form_id: (form?.id || form?.getAttribute('aria-label') || '').slice(0, 200),
    // Only the path: an action's query could carry anything.
    action: form ? new URL(form.action || window.location.href).pathname.slice(0, 2000) : '',
    method: (form?.method ?? '').slice(0, 10),
  }
}

function debounce(run: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const call = () => {
    clearTimeout(timer)
    timer = setTimeout(run, ms)
  }
  return Object.assign(call, { cancel: () => clearTimeout(timer) })
}

/** Listens to the page; returns what stops listening. */
export function watchInteractions({ emit, onClick }: InteractionHandlers): () => void {
  let lastMove = 0
  const onMove = (event: MouseEvent) => {
    if (event.timeStamp - lastMove < MOUSEMOVE_EVERY_MS) return
    lastMove = event.timeStamp
    emit({ type: 'mousemove', x: Math.round(event.pageX), y: Math.round(event.pageY) })
  }
  const onPointerClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return
    const target = event.target.closest(INTERACTIVE) ?? event.target
    const x = Math.round(event.pageX)
    const y = Math.round(event.pageY)
    const exempt = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || target.closest('a[href]') !== null
    emit({ type: 'click', x, y, selector: elementSelector(target), text: elementText(target), element: elementFacts(target), viewport: viewport() })
    onClick?.({ at: Date.now(), x, y, exempt, element: target })
  }
  const onScroll = debounce(() => emit({ type: 'scroll', scroll: scrollFacts() }), SCROLL_DEBOUNCE_MS)
  const onResize = debounce(() => emit({ type: 'resize', viewport: viewport() }), RESIZE_DEBOUNCE_MS)
  const onFocus = (event: FocusEvent) => {
    const field = event.target
    if (!(field instanceof Element) || !field.matches('input, textarea, select, [contenteditable]')) return
    emit({ type: 'form_focus', selector: elementSelector(field), form: formFacts(field) })
  }
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return
    emit({ type: 'form_submit', selector: elementSelector(event.target), form: formFacts(event.target) })
  }

  const options = { capture: true, passive: true }
  document.addEventListener('mousemove', onMove, options)
  document.addEventListener('click', onPointerClick, options)
  document.addEventListener('focusin', onFocus, options)
  document.addEventListener('submit', onSubmit, options)
  window.addEventListener('scroll', onScroll, { passive: true })
  window.addEventListener('resize', onResize, { passive: true })
  return () => {
    onScroll.cancel()
    onResize.cancel()
    document.removeEventListener('mousemove', onMove, options)
    document.removeEventListener('click', onPointerClick, options)
    document.removeEventListener('focusin', onFocus, options)
    document.removeEventListener('submit', onSubmit, options)
    window.removeEventListener('scroll', onScroll)
    window.removeEventListener('resize', onResize)
  }
}
