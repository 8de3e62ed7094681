import { expect, test } from './support/test'
import { openPage } from './support/pages'

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test(`at ${viewport.width}×${viewport.height} the quote page opens with one heading and its first field on screen`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await openPage(page, '/quote')
    const form = page.getByRole('form', { name: 'Quote request' })
    // Every heading above the form: the page's one h1.
    const headingsBeforeForm = await page.getByRole('main').evaluate((main) => {
      const formElement = main.querySelector('form')
      return [...main.querySelectorAll('h1, h2, h3, h4')]
        .filter((heading) => formElement && heading.compareDocumentPosition(formElement) & Node.DOCUMENT_POSITION_FOLLOWING)
        .map((heading) => heading.textContent)
    })
    expect(headingsBeforeForm).toEqual(['Request a Free Quote'])
    await expect(form.getByLabel('Full Name')).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('banner')).toBeVisible()
  })
}
