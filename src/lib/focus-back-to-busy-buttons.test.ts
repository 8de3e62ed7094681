import { afterEach, describe, expect, it } from 'vitest'
import { giveFocusBackToBusyButtons } from './focus-back-to-busy-buttons'

giveFocusBackToBusyButtons()

function focusedButton(): HTMLButtonElement {
  const button = document.createElement('button')
  button.textContent = 'Sign in'
  document.body.append(button)
  button.focus()
  return button
}

/** What the browser does to a focused button as it is disabled: takes the focus, saying so once disabled (jsdom does neither). */
function disable(button: HTMLButtonElement) {
  button.blur()
  button.disabled = true
  button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }))
}

/** Longer than the keeper leaves others to place the focus first. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

afterEach(() => document.body.replaceChildren())

describe('giveFocusBackToBusyButtons', () => {
  it('gives a button the focus back once it is enabled again', async () => {
    const button = focusedButton()
    disable(button)
    expect(document.activeElement).toBe(document.body)

    button.disabled = false
    await settle()
    expect(document.activeElement).toBe(button)
  })

  it('leaves the focus where it went meanwhile, a field with an error', async () => {
    const button = focusedButton()
    const field = document.createElement('input')
    document.body.append(field)
    disable(button)
    field.focus()

    button.disabled = false
    await settle()
    expect(document.activeElement).toBe(field)
  })

  it('leaves the focus where a closing dialog gives it back, soon after the button is enabled', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    const button = focusedButton()
    disable(button)

    button.disabled = false
    // As Mantine's dialog does: the opener takes the focus if it is still lost 10 ms later.
    setTimeout(() => {
      if (document.activeElement === document.body) opener.focus()
    }, 10)
    await settle()
    expect(document.activeElement).toBe(opener)
  })

  it('does nothing for a button left while enabled', async () => {
    const button = focusedButton()
    button.blur()
    button.disabled = true
    button.disabled = false
    await settle()
    expect(document.activeElement).toBe(document.body)
  })
})
