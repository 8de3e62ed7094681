/**
 * Time for others that give the focus somewhere once the work ends to do so first: a dialog
 * closing after a save gives it back to what opened it (Mantine, 10 ms after it closes).
 */
const YIELD_MS = 100

/**
 * A button busy with its work (Mantine's `loading`, a form's submit button) is disabled until
 * the work ends, and the browser takes the focus from a disabled button and gives it to the page
 * itself: a keyboard or screen-reader user would go on from the top of the page. This gives the
 * button the focus back once it is enabled again, unless the focus went somewhere else meanwhile
 * (a field with an error, the button that opened a closing dialog). Installed once for the whole document.
 */
export function giveFocusBackToBusyButtons(target: Document = document): void {
  target.addEventListener('focusout', (event) => {
    const button = event.target
    // Only a focus lost to nothing by a button now disabled: not a click elsewhere or a Tab.
    if (!(button instanceof HTMLButtonElement) || event.relatedTarget || !button.disabled) return
    awaitEnabled(button, target)
  })
}

function awaitEnabled(button: HTMLButtonElement, target: Document): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
    target.removeEventListener('focusin', stop)
  }
  const focusIfStillLost = () => {
    stop()
    const active = target.activeElement
    if (button.isConnected && !button.disabled && (!active || active === target.body)) button.focus()
  }
  const observer = new MutationObserver(() => {
    if (button.disabled) return
    observer.disconnect()
    timer = setTimeout(focusIfStillLost, YIELD_MS)
  })
  observer.observe(button, { attributes: true, attributeFilter: ['disabled'] })
  target.addEventListener('focusin', stop)
}
