import { expect, test } from './support/test'
import { receipt, serverRecords, uniqueName } from './support/submissions'

test('invalid input is answered with the spec messages, next to each field', async ({ page }) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact us' })
  await form.getByLabel('Name').fill('J')
  await form.getByLabel('Email').fill('jo@')
  await form.getByLabel('Phone').fill('555-01')
  await form.getByLabel('Subject').fill('Hi')
  await form.getByLabel('Message').fill('Short')
  await form.getByRole('button', { name: 'Send Message' }).click()

  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name must be at least 2 characters')
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address')
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(/Please enter a valid phone number/)
  await expect(form.getByLabel('Subject')).toHaveAccessibleDescription('Subject must be at least 5 characters')
  await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Message must be at least 10 characters')
})

test('a valid message is stored for dispatch and confirmed in place of the form', async ({ page, request }) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact us' })
  const name = uniqueName('Contact')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Email').fill('jo@example.com')
  await form.getByLabel('Subject').fill('Escort availability')
  await form.getByLabel('Message').fill('Do you run pilot cars in Ohio next week?')
  await form.getByRole('button', { name: 'Send Message' }).click()

  const received = receipt(page, 'Message received')
  await expect(received).toContainText("We'll get back to you shortly")
  await expect(received).toContainText('Escort availability')
  await expect(form).toHaveCount(0)
  const stored = await serverRecords(request, 'contact_messages', `name = "${name}"`)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ subject: 'Escort availability', notify_status: expect.any(String) })
  await expect(received).toContainText(`Reference ${String(stored[0]!.id)}`)

  await received.getByRole('button', { name: 'Send another message' }).click()
  await expect(form.getByLabel('Name')).toHaveValue('')
})

test('what was typed survives a reload', async ({ page }) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact us' })
  await form.getByLabel('Name').fill('Jo Driver')
  await form.getByLabel('Message').fill('Is there overnight parking?')
  await page.reload()
  await expect(form.getByLabel('Name')).toHaveValue('Jo Driver')
  await expect(form.getByLabel('Message')).toHaveValue('Is there overnight parking?')
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')
})
