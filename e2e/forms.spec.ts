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

test('on a tablet, fields side by side keep their boxes on one line, beside a hint or an error', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 })
  await openPage(page, '/quote')
  const form = page.getByRole('form', { name: 'Quote request' })
  const top = async (label: string) => (await form.getByLabel(label).boundingBox())!.y
  const expectInLine = async (left: string, right: string) => expect(await top(right)).toBeCloseTo(await top(left), 0)
  // Equipment has a hint under its label; Phone beside it has none.
  await expect(form.getByText('e.g. Lowboy, RGN, Step Deck')).toBeVisible()
  await expectInLine('Phone', 'Equipment')
  await form.getByLabel('Phone').fill('12')
  await form.getByLabel('Full Name').fill('Dana Shipper')
  await page.getByRole('button', { name: 'Submit Quote Request' }).click()
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true')
  // The row below an error (Email's, not Full Name's) still lines up.
  await expectInLine('Full Name', 'Email')
  await expectInLine('Phone', 'Equipment')
  await expectInLine('Origin', 'Destination')
})

test('an empty field and an unticked choice stand out from the page at 3:1 (WCAG 1.4.11)', async ({ page }) => {
  await openPage(page, '/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  const form = page.getByRole('form', { name: 'Create an account' })
  const contrastWithWhite = (css: string) => {
    const [r, g, b] = css.match(/\d+/g)!.map(Number).map((value) => {
      const channel = value / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05)
  }
  const border = (name: 'field' | 'radio') =>
    (name === 'field' ? form.getByLabel('First Name') : form.getByRole('radio', { name: 'Freight Broker' })).evaluate(
      (element) => getComputedStyle(element).borderTopColor,
    )
  await expect(form.getByRole('radio', { name: 'Freight Broker' })).not.toBeChecked()
  expect(contrastWithWhite(await border('field'))).toBeGreaterThanOrEqual(3)
  expect(contrastWithWhite(await border('radio'))).toBeGreaterThanOrEqual(3)
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
