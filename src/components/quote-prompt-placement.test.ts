import { afterEach, describe, expect, it, vi } from 'vitest'
import { isPromptAreaBusy } from './quote-prompt-placement'
import { isPromptPage } from './quote-prompt-pages'

describe('isPromptPage', () => {
  it('offers a quote on the marketing pages only', () => {
    for (const page of ['/', '/about', '/services', '/services/heavy-haul', '/fleet', '/gallery', '/gallery/grid', '/contact', '/fleet/']) {
      expect(isPromptPage(page), page).toBe(true)
    }
    for (const page of ['/quote', '/careers', '/auth', '/auth/verify', '/dashboard', '/profile', '/quotes', '/outbox', '/outbox/abc', '/privacy', '/privacy-policy', '/terms', '/admin']) {
      expect(isPromptPage(page), page).toBe(false)
    }
  })
})

function placeAt(element: Element, box: { top: number; bottom: number; left: number; right: number }) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ ...box, height: box.bottom - box.top, width: box.right - box.left, x: box.left, y: box.top, toJSON: () => box })
}

function windowOf(width: number, height: number) {
  vi.stubGlobal('innerWidth', width)
  vi.stubGlobal('innerHeight', height)
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('isPromptAreaBusy', () => {
  it('is busy when a form or the footer reaches the bottom strip of a phone', () => {
    windowOf(390, 844)
    document.body.innerHTML = '<form></form><footer></footer>'
    const [form, footer] = [document.querySelector('form')!, document.querySelector('footer')!]
    placeAt(form, { top: 0, bottom: 400, left: 0, right: 390 })
    placeAt(footer, { top: 900, bottom: 1300, left: 0, right: 390 })
    expect(isPromptAreaBusy()).toBe(false)

    placeAt(footer, { top: 800, bottom: 1200, left: 0, right: 390 })
    expect(isPromptAreaBusy()).toBe(true)
  })

  it('keeps clear of what lies just above the consent banner, which it floats over', () => {
    windowOf(390, 844)
    document.documentElement.style.setProperty('--consent-banner-height', '110px')
    document.body.innerHTML = '<footer></footer>'
    placeAt(document.querySelector('footer')!, { top: 300, bottom: 734, left: 0, right: 390 })
    expect(isPromptAreaBusy()).toBe(true)
    document.documentElement.style.removeProperty('--consent-banner-height')
    expect(isPromptAreaBusy()).toBe(false)
  })

  it('on a wide window, minds only what lies under the card at the bottom right', () => {
    windowOf(1024, 768)
    document.body.innerHTML = '<form></form>'
    const form = document.querySelector('form')!
    placeAt(form, { top: 300, bottom: 900, left: 0, right: 500 })
    expect(isPromptAreaBusy()).toBe(false)
    placeAt(form, { top: 300, bottom: 900, left: 0, right: 800 })
    expect(isPromptAreaBusy()).toBe(true)
  })

  it('is busy while a field has focus, when the keyboard takes the bottom of a phone', () => {
    windowOf(390, 844)
    document.body.innerHTML = '<input type="text" /><button>Go</button>'
    document.querySelector('button')!.focus()
    expect(isPromptAreaBusy()).toBe(false)
    document.querySelector('input')!.focus()
    expect(isPromptAreaBusy()).toBe(true)
  })
})
