import { expect, test } from './support/test'
import { serverRecords, toast, uniqueName } from './support/submissions'

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

test('a valid message is confirmed, stored for dispatch and the form reset', async ({ page, request }) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact us' })
  const name = uniqueName('Contact')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Email').fill('jo@example.com')
  await form.getByLabel('Subject').fill('Escort availability')
  await form.getByLabel('Message').fill('Do you run pilot cars in Ohio next week?')
  await form.getByRole('button', { name: 'Send Message' }).click()

  await expect(toast(page, 'Message Sent!')).toContainText("We've received your message and will get back to you shortly.")
  await expect(form.getByLabel('Name')).toHaveValue('')
  const stored = await serverRecords(request, 'contact_messages', `name = "${name}"`)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ subject: 'Escort availability', notify_status: expect.any(String) })
})
