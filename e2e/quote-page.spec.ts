import { expect, test } from './support/test'
import { openPage } from './support/pages'

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test(`at ${viewport.width}×${viewport.height} the quote page opens with its one h1, the spec's section and form headings, and its first field on screen`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await openPage(page, '/quote')
    const form = page.getByRole('form', { name: 'Quote request' })
    // Every heading above the form: the page's h1, the section's h2 and the form's own h3 (public-site.md, Quote).
    const headingsBeforeForm = await page.getByRole('main').evaluate((main) => {
      const formElement = main.querySelector('form')
      return [...main.querySelectorAll('h1, h2, h3, h4')]
        .filter((heading) => formElement && heading.compareDocumentPosition(formElement) & Node.DOCUMENT_POSITION_FOLLOWING)
        .map((heading) => `${heading.tagName} ${heading.textContent}`)
    })
    expect(headingsBeforeForm).toEqual(['H1 Request a Free Quote', 'H2 Request Your Free Quote', 'H3 Request a Quote'])
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'Request Your Free Quote' })).toContainText('Why Ironbridge')
    await expect(page.getByText('Responses typically come within 24 hours or less.')).toBeVisible()
    await expect(form.getByLabel('Full Name')).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('banner')).toBeVisible()
  })
}
