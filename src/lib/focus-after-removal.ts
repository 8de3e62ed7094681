const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'
/** Long enough for a delete's realtime event to take its row away on a slow link or a busy server. */
const WATCH_MS = 30_000

/** The controls of the region: those after the opener first, then those before it, nearest first. */
function neighboursOf(opener: HTMLElement, region: HTMLElement): HTMLElement[] {
  const controls = Array.from(region.querySelectorAll<HTMLElement>(FOCUSABLE))
  const at = controls.indexOf(opener)
  if (at < 0) return []
  return [...controls.slice(at + 1), ...controls.slice(0, at).reverse()]
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
  return () => watchForRemoval(opener, region, neighbours)
}

function watchForRemoval(opener: HTMLElement, region: HTMLElement, neighbours: HTMLElement[]): void {
  // Done once the opener is gone and focus is back in its region; while the dialog fades out
  // focus is still in it, and falls to the body only when it goes.
  const settle = () => {
    if (opener.isConnected) return false
    if (isFocusLost()) neighbours.find((control) => control.isConnected)?.focus()
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
}
