import { expect, test } from './support/test'
import { openPage } from './support/pages'
import { authenticate, openSignedIn, registerUser } from './support/session'

test('tabbing past empty fields marks none of them; a submit marks them all', async ({ page }) => {
  await openPage(page, '/quote')
  const name = page.getByLabel('Full Name')
  await name.focus()
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
  for (const label of ['Full Name', 'Email', 'Phone', 'Equipment']) await expect(page.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true')

  // Typed, then emptied and left: now it is marked.
  await name.fill('D')
  await name.fill('')
  await name.blur()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('button', { name: 'Submit Quote Request' }).click()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
})

test('a text field shows focus as plainly as a button does, apart from an error border', async ({ page }) => {
  await openPage(page, '/contact')
  const field = page.getByRole('form', { name: 'Contact us' }).getByLabel('Subject')
  await field.focus()
  const ring = () =>
    field.evaluate((element) => {
      const style = getComputedStyle(element)
      return { width: style.outlineWidth, style: style.outlineStyle, border: style.borderTopColor }
    })
  // Polled: Mantine eases the border's colour in over 100 ms.
  await expect.poll(ring).toEqual({ width: '3px', style: 'solid', border: 'rgb(16, 26, 42)' })
})

test('hints never look typed: placeholders in italics, an empty date greyed', async ({ page }) => {
  await openPage(page, '/quote')
  const origin = page.getByLabel('Origin')
  await expect(origin).toHaveAttribute('placeholder', 'e.g. Dayton, OH')
  expect(await origin.evaluate((element) => getComputedStyle(element, '::placeholder').fontStyle)).toBe('italic')
  const date = page.getByLabel('Pickup date')
  const colours = await date.evaluate((element) => ({ empty: getComputedStyle(element).color, text: getComputedStyle(document.body).color }))
  expect(colours.empty).not.toBe(colours.text)
})

test('a profile phone of "abc" is refused like the quote form refuses it, and nothing is saved', async ({ page, request }) => {
  const carrier = await registerUser(request, 'carrier')
  const auth = await authenticate(request, carrier)
  await openSignedIn(page, auth, '/profile')
  const form = page.getByRole('form', { name: 'Personal details' })
  await form.getByLabel('Phone').fill('abc')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Please enter a valid phone number')
  const stored = await request.get(`/api/collections/users/records/${String(auth.record.id)}`, { headers: { Authorization: auth.token } })
  expect(((await stored.json()) as { phone: string }).phone).toBe('')
})
