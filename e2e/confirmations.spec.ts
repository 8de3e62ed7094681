import { letTimePass } from './support/clock'
import { expect, test } from './support/test'
import { fillQuote, receipt, serverRecords, submitQuote, uniqueName } from './support/submissions'

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('a sent quote leaves its receipt on screen, in place of the form, with the reference dispatch knows it by', async ({ page, request }) => {
      await page.clock.install()
      await page.goto('/quote')
      const name = uniqueName('Receipt')
      await fillQuote(page, { name })
      await submitQuote(page)

      const received = receipt(page, 'Quote request received')
      await expect(received).toBeInViewport()
      await expect(received.getByRole('heading')).toBeFocused()
      const [stored] = await serverRecords(request, 'quotes', `customer_name = "${name}"`)
      await expect(received).toContainText(`Reference ${String(stored!.id)}`)
      // Long after any toast would have gone.
      await letTimePass(page, 6_000)
      await expect(received).toBeVisible()
    })

    test('a sent message is confirmed in place of the contact form', async ({ page }) => {
      await page.goto('/contact')
      const form = page.getByRole('form', { name: 'Contact us' })
      await form.getByLabel('Name').fill(uniqueName('Receipt'))
      await form.getByLabel('Email').fill('jo@example.com')
      await form.getByLabel('Subject').fill('Escort availability')
      await form.getByLabel('Message').fill('Do you run pilot cars in Ohio next week?')
      await form.getByRole('button', { name: 'Send Message' }).click()

      const received = receipt(page, 'Message received')
      await expect(received).toBeInViewport()
      await expect(received).toContainText('Do you run pilot cars in Ohio next week?')
      await expect(received.getByRole('button', { name: 'Send another message' })).toBeVisible()
    })
  })
}
