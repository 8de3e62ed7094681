import { useSyncExternalStore } from 'react'

/** Where the prompt sits, from the bottom right of the window (a full-width strip on phones). */
export interface PromptArea {
  width: number
  height: number
}

const PHONE_AREA: PromptArea = { width: Infinity, height: 96 }
const WIDE_AREA: PromptArea = { width: 380, height: 240 }
const PHONE_MAX_WIDTH = 576

const FIELD = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select, [contenteditable="true"]'
/** What the prompt may never cover: forms, the footer (legal links), and anything marked so. */
const OBSTACLES = 'form, footer, [data-prompt-obstacle]'

export function promptAreaFor(windowWidth: number): PromptArea {
  return windowWidth < PHONE_MAX_WIDTH ? PHONE_AREA : WIDE_AREA
}

/** Set on the root while the consent banner shows: the prompt floats above it. */
const BOTTOM_BAR_HEIGHT = '--consent-banner-height'

/** Whether something the prompt must not cover is in its area, or a field has focus (the keyboard is up). */
export function isPromptAreaBusy(doc: Document = document, win: Window = window): boolean {
  if (doc.activeElement?.matches(FIELD)) return true
  const area = promptAreaFor(win.innerWidth)
  const bottom = win.innerHeight - (Number.parseFloat(doc.documentElement.style.getPropertyValue(BOTTOM_BAR_HEIGHT)) || 0)
  const top = bottom - area.height
  const left = win.innerWidth - area.width
  return [...doc.querySelectorAll(OBSTACLES)].some((element) => {
    const box = element.getBoundingClientRect()
    return box.height > 0 && box.bottom > top && box.top < bottom && box.right > left
  })
}

const EVENTS = ['scroll', 'resize', 'focusin', 'focusout'] as const

function subscribe(onChange: () => void): () => void {
  // After focus moves, activeElement is settled only once the event has finished.
  const later = () => queueMicrotask(onChange)
  EVENTS.forEach((type) => window.addEventListener(type, later, { passive: true }))
  // Forms and footers can grow or appear without a scroll (a page loading its data).
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : null
  resizes?.observe(document.body)
  // The consent banner coming or going moves the prompt's area.
  const rootStyle = new MutationObserver(later)
  rootStyle.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] })
  return () => {
    EVENTS.forEach((type) => window.removeEventListener(type, later))
    resizes?.disconnect()
    rootStyle.disconnect()
  }
}

/** Whether the prompt would cover a form, the footer or a focused field right now. */
export function usePromptAreaBusy(): boolean {
  return useSyncExternalStore(subscribe, () => isPromptAreaBusy(), () => true)
}
