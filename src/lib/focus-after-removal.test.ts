import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { keepFocusWhereControlsGo } from './focus-after-removal'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
const button = (name: string) => document.querySelector<HTMLButtonElement>(`[data-name="${name}"]`)!

/** What Chromium does as a focused control goes or is disabled: says focusout, to nothing. */
function loseFocus(control: HTMLElement) {
  control.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }))
  control.blur()
}

describe('keepFocusWhereControlsGo', () => {
  beforeAll(() => keepFocusWhereControlsGo())
  afterEach(() => document.body.replaceChildren())

  function page() {
    document.body.innerHTML = `
      <header><button data-name="menu">Menu</button></header>
      <main id="main-content" tabindex="-1">
        <button data-name="arrived">Arrived</button><button data-name="departed" disabled>Departed</button><button data-name="note">Add note</button>
      </main>`
  }

  it('gives the focus of a control that goes to the next one still there', async () => {
    page()
    button('arrived').focus()
    loseFocus(button('arrived'))
    button('departed').disabled = false
    button('arrived').remove()
    await tick()
    expect(document.activeElement).toBe(button('departed'))
  })

  it('waits while a busy, disabled control does its work, and acts once it goes', async () => {
    page()
    const arrived = button('arrived')
    arrived.focus()
    arrived.disabled = true
    loseFocus(arrived)
    await tick()
    expect(document.activeElement).not.toBe(button('departed'))
    arrived.replaceWith(Object.assign(document.createElement('p'), { textContent: 'Arrived 9:58 AM' }))
    await tick()
    // Departed, next, is enabled only once the action has ended.
    expect(document.activeElement).toBe(document.body)
    button('departed').disabled = false
    await tick()
    expect(document.activeElement).toBe(button('departed'))
  })

  it('gives the focus to the page content when nothing near remains', async () => {
    page()
    button('note').focus()
    loseFocus(button('note'))
    document.querySelector('main')!.replaceChildren(Object.assign(document.createElement('h2'), { textContent: 'Load details' }))
    await tick()
    expect(document.activeElement).toBe(document.querySelector('main'))
  })

  it('leaves alone a focus moved on by the user, and controls outside the page content', async () => {
    page()
    button('arrived').focus()
    button('note').focus()
    button('arrived').remove()
    await tick()
    expect(document.activeElement).toBe(button('note'))

    button('menu').focus()
    loseFocus(button('menu'))
    button('menu').remove()
    await tick()
    expect(document.activeElement).toBe(document.body)
  })
})
