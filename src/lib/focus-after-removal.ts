import { focusMainContent } from './main-content'

// Disabled ones too: the next step (Departed) is often disabled until the action (Arrived) is done.
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'
/** Long enough for a delete's realtime event to take its row away on a slow link or a busy server. */
const WATCH_MS = 30_000
/** How long the nearest control may stay disabled as the action that removed its neighbour ends. */
const WAIT_FOR_ENABLED_MS = 1_000

/**
 * The controls of the region: those after the opener first, then those before it, nearest
 * first. The opener may be disabled (busy), and so not among them.
 */
function neighboursOf(opener: HTMLElement, region: HTMLElement): HTMLElement[] {
  const controls = Array.from(region.querySelectorAll<HTMLElement>(CONTROLS)).filter((control) => control !== opener)
  const follows = (control: HTMLElement) => (opener.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
  return [...controls.filter(follows), ...controls.filter((control) => !follows(control)).reverse()]
}

const isEnabled = (control: HTMLElement) => control.isConnected && !control.matches(':disabled')

/**
 * The nearest control still there, or else the page's content, which a screen reader reads
 * from its start. The nearest may still be disabled while the action ends (Departed, while
 * Arrived is being saved): it is waited for a moment before the next enabled one is taken.
 */
function focusNearest(neighbours: HTMLElement[]): void {
  const nearest = neighbours.find((control) => control.isConnected)
  const focusFirstEnabled = () => {
    if (!isFocusLost()) return
    const neighbour = nearest && isEnabled(nearest) ? nearest : neighbours.find(isEnabled)
    if (neighbour) neighbour.focus()
    else focusMainContent()
  }
  if (!nearest || isEnabled(nearest)) return focusFirstEnabled()
  const observer = new MutationObserver(() => {
    if (!isEnabled(nearest)) return
    finish()
  })
  const timer = setTimeout(() => finish(), WAIT_FOR_ENABLED_MS)
  function finish() {
    observer.disconnect()
    clearTimeout(timer)
    focusFirstEnabled()
  }
  observer.observe(nearest, { attributes: true, attributeFilter: ['disabled'] })
}

function isFocusLost(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || !active.isConnected
}

/**
 * Once an action removes the control that started it (a row's Delete), focus would fall back
 * to the top of the page; this gives it to the nearest control that remains, the next row's
 * first, while the row goes (before the action's answer, or when its realtime event arrives).
 * Call it before the action, while the control is still there, and call what it returns once
 * the action succeeded. Example: `const keepFocus = focusKeeper(opener); await remove(); keepFocus()`.
 */
export function focusKeeper(opener: Element | null): () => void {
  if (!(opener instanceof HTMLElement)) return () => {}
  const region = opener.closest('main') ?? document.body
  const neighbours = neighboursOf(opener, region)
  const place = placeOf(opener, region, neighbours)
  return () => watchForRemoval(opener, region, () => [...place(), ...neighbours])
}

/**
 * Where the opener was, for once it has gone: the controls now in its nearest surviving
 * container that come after the control before it. An action often puts new controls where
 * the opener was: Arrived gives way to its time and Departed.
 */
function placeOf(opener: HTMLElement, region: HTMLElement, neighbours: HTMLElement[]): () => HTMLElement[] {
  const containers: HTMLElement[] = []
  for (let element = opener.parentElement; element && region.contains(element); element = element.parentElement) containers.push(element)
  const before = neighbours.find((control) => opener.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING)
  return () => {
    const container = containers.find((element) => element.isConnected)
    if (!container) return []
    const controls = Array.from(container.querySelectorAll<HTMLElement>(CONTROLS))
    const isAfterBefore = (control: HTMLElement) =>
      !before?.isConnected || !container.contains(before) || (before.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    return controls.filter(isAfterBefore)
  }
}

/**
 * A control of the page's content that goes while it has the focus, or while it is busy with
 * its work (disabled, so the focus has left it): a driver's Arrived, which its stop's time
 * replaces, or a list's Open, which the record replaces. The focus would fall back to the top
 * of the page, where a screen reader loses its place; this gives it to the nearest control that
 * remains (Departed, after Arrived), or else to the page's content. Controls outside the page's
 * content (dialogs, menus) give the focus back by their own means. Installed once for the whole document.
 */
export function keepFocusWhereControlsGo(target: Document = document): void {
  target.addEventListener('focusout', (event) => {
    const control = event.target
    // Only a focus lost to nothing, not a click elsewhere or a Tab.
    if (!(control instanceof HTMLElement) || event.relatedTarget || !control.closest('main')) return
    // Chromium says focusout while a removed control is still in the page: its neighbours are known.
    const keepFocus = focusKeeper(control)
    queueMicrotask(() => {
      if (!control.isConnected || control.matches(':disabled')) keepFocus()
    })
  })
}

function watchForRemoval(opener: HTMLElement, region: HTMLElement, candidates: () => HTMLElement[]): void {
  // Done once the opener is gone and focus is back in its region; while the dialog fades out
  // focus is still in it, and falls to the body only when it goes.
  const settle = () => {
    if (opener.isConnected) return false
    if (isFocusLost()) focusNearest(candidates())
    return region.contains(document.activeElement)
  }
  const observer = new MutationObserver(() => {
    if (settle()) stop()
  })
  // Someone who moves on to another control meanwhile has chosen where focus goes.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== opener && region.contains(event.target as Node)) stop()
  }
  const timer = setTimeout(() => stop(), WATCH_MS)
  function stop() {
    observer.disconnect()
    document.removeEventListener('focusin', onFocusIn)
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  document.addEventListener('focusin', onFocusIn)
  // Gone already: removed while it had the focus.
  if (settle()) stop()
}
