import type { Locator, Page } from '@playwright/test'

/** What a finger taps: links, fields, buttons, tabs, chips, steppers, and the rows of radio buttons and checkboxes. */
const CONTROLS = [
  'a[href]',
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio])',
  'textarea',
  'select',
  'button',
  '[role=button]',
  '[role=tab]',
  '[data-stepper]',
  '.mantine-Radio-body',
  '.mantine-Checkbox-body',
  '.mantine-Chip-label',
].join(', ')

export interface TapTarget {
  /** The control, as a person would find it: its role or tag and its name. */
  what: string
  width: number
  height: number
}

/**
 * Measures the bounding box of every visible control in `scope` (the whole page by default)
 * and returns those narrower or shorter than `minimum` px, e.g.
 * `expect(await smallTapTargets(page)).toEqual([])`. Controls inside a sentence (a link-like
 * button in running text) are exempt, as WCAG 2.5.8 allows.
 */
export async function smallTapTargets(page: Page, scope?: Locator, minimum = 44): Promise<TapTarget[]> {
  const root = scope ?? page.locator('body')
  return root.evaluate(
    (element, { selector, min }) => {
      // Inline with words of its own around it: a link alone in a list item or a table cell is a target of its own.
      const inSentence = (control: Element) =>
        control.closest('p, li > span') !== null ||
        (getComputedStyle(control).display === 'inline' && control.parentElement?.textContent?.trim() !== control.textContent?.trim())
      const nameOf = (control: Element) =>
        (control.getAttribute('aria-label') ?? control.getAttribute('data-stepper') ?? control.textContent ?? control.getAttribute('name') ?? '').trim().slice(0, 40)
      // A password field's input sits inside the box that takes the taps.
      const targetOf = (control: Element) => (control.matches('.mantine-PasswordInput-innerInput') ? (control.closest('.mantine-Input-input') ?? control) : control)
      return [...element.querySelectorAll(selector)]
        .map(targetOf)
        .filter((control) => {
          const box = control.getBoundingClientRect()
          const style = getComputedStyle(control)
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0' && !inSentence(control)
        })
        .map((control) => {
          const box = control.getBoundingClientRect()
          return { what: `${control.tagName.toLowerCase()} "${nameOf(control)}"`, width: Math.round(box.width), height: Math.round(box.height) }
        })
        .filter(({ width, height }) => width < min || height < min)
    },
    { selector: CONTROLS, min: minimum },
  )
}
