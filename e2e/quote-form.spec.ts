import { expect, test } from './support/test'
import { fillQuote, receipt, serverRecords, submitQuote, uniqueName } from './support/submissions'

test('an online quote is stored with its load class and confirmed in place of the form until another is requested', async ({ page, request }) => {
  await page.goto('/quote')
  const name = uniqueName('Quote Online')
  await fillQuote(page, { name, width: '13', weight: '150000' })

  const estimate = page.getByRole('region', { name: 'Load class estimate' })
  await expect(estimate).toContainText('Super heavy')
  await expect(estimate.getByRole('listitem')).toContainText(['Pilot car escorts'])
  await expect(estimate.getByRole('listitem').filter({ hasText: /escort/i })).toHaveCount(1)
  await expect(estimate).toContainText('dispatch confirms')
  await expect(page.getByRole('status').filter({ hasText: 'Load class estimate' })).toHaveText('Load class estimate: Super heavy')

  await submitQuote(page)
  const received = receipt(page, 'Quote request received')
  await expect(received).toContainText("We'll get back to you within 24 hours with a detailed quote")
  await expect(received).toBeInViewport()
  await expect(page.getByRole('form', { name: 'Quote request' })).toHaveCount(0)

  const [stored, ...others] = await serverRecords(request, 'quotes', `customer_name = "${name}"`)
  expect(others).toHaveLength(0)
  expect(stored).toMatchObject({
    email: 'dana@example.com',
    origin: 'Dayton, OH',
    destination: 'Houston, TX',
    equipment: 'RGN',
    length: 60.5,
    width: 13,
    weight_lb: 150000,
    load_class: 'super_heavy',
    status: 'new',
  })
  // The reference is the record's id: what dispatch finds the quote by.
  await expect(received).toContainText(`Reference ${String(stored!.id)}`)
  for (const sent of ['Dayton, OH → Houston, TX', 'RGN', '60.5 × 13 × 11 ft', '150,000 lb', `${name} · dana@example.com`]) {
    await expect(received).toContainText(sent)
  }

  await received.getByRole('button', { name: 'Request another quote' }).click()
  await expect(page.getByLabel('Full Name')).toHaveValue('')
  await expect(page.getByLabel('Full Name')).toBeFocused()
})

test('missing fields are named next to each field and nothing is sent', async ({ page }) => {
  await page.goto('/quote')
  let creates = 0
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/api/collections/quotes/records')) creates++
  })
  await page.getByLabel('Full Name').fill('Dana Shipper')
  await page.getByLabel('Email').fill('not-an-email')
  await submitQuote(page)

  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email')
  await expect(page.getByLabel('Origin')).toHaveAccessibleDescription('Required')
  await expect(page.getByLabel('Length (ft)')).toHaveAttribute('aria-invalid', 'true')
  // Focus goes to the first field in error for keyboard and screen-reader users.
  await expect(page.getByLabel('Email')).toBeFocused()
  await expect(page.getByLabel('Full Name')).toHaveValue('Dana Shipper')
  expect(creates).toBe(0)
})

test('dimensions step by 0.1 ft', async ({ page }) => {
  await page.goto('/quote')
  const length = page.getByLabel('Length (ft)')
  await length.fill('10')
  await length.press('ArrowUp')
  await expect(length).toHaveValue('10.1')
})

test('a size is kept as typed, with what is wrong said next to it; a decimal comma is read as a point', async ({ page }) => {
  await page.goto('/quote')
  const length = page.getByLabel('Length (ft)')
  await length.fill('-5')
  await length.blur()
  await expect(length).toHaveValue('-5')
  await expect(length).toHaveAccessibleDescription('Must be more than 0 and at most 500 ft')

  const height = page.getByLabel('Height (ft)')
  await height.fill('99.99')
  await height.blur()
  await expect(height).toHaveValue('99.99')
  await expect(height).toHaveAccessibleDescription('Round to 1 decimal place')

  await length.fill('12,5')
  await length.blur()
  await expect(length).toHaveValue('12.5')
  await expect(length).not.toHaveAttribute('aria-invalid', 'true')
})

test('tabbing into a filled weight selects it, so typing replaces it', async ({ page }) => {
  await page.goto('/quote')
  const weight = page.getByLabel('Load weight (lb)')
  await weight.fill('150000')
  await weight.blur()
  await expect(weight).toHaveValue('150,000')
  await page.getByLabel('Height (ft)').focus()
  await page.keyboard.press('Tab')
  await expect(weight).toBeFocused()
  await page.keyboard.type('90000')
  await expect(weight).toHaveValue('90000')
})

test('what was typed survives a reload, untouched, and is gone once the quote is sent', async ({ page }) => {
  await page.goto('/quote')
  const name = uniqueName('Quote Draft')
  await fillQuote(page, { name })
  await page.getByLabel('Notes').fill('Crane on site')
  await page.reload()

  await expect(page.getByLabel('Full Name')).toHaveValue(name)
  await expect(page.getByLabel('Length (ft)')).toHaveValue('60.5')
  await expect(page.getByLabel('Notes')).toHaveValue('Crane on site')
  await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true')

  await submitQuote(page)
  await expect(receipt(page, 'Quote request received')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Full Name')).toHaveValue('')
})
