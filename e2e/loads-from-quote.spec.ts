import { expect, test } from './support/test'
import { adminAuth } from './support/admin-records'
import { openSignedIn } from './support/session'
import { postQuote, serverRecords, toast, uniqueName } from './support/submissions'

test('dispatch turns a quote into a load from its details: New Load opens prefilled, the quote is linked and reviewed, and its details then say so', async ({ page, request }) => {
  const admin = await adminAuth(request)
  const customer = uniqueName('Hauled')
  const pickup = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  const quote = await postQuote<{ id: string }>(request, admin.token, {
    customer_name: customer,
    equipment: 'Double drop',
    pickup_date: `${pickup} 00:00:00.000Z`,
    notes: 'Needs two escorts',
  })

  await page.setViewportSize({ width: 1024, height: 768 })
  await openSignedIn(page, admin, `/admin/quotes?quote=${quote.id}`)
  await page.getByRole('link', { name: 'Create load' }).click()

  const dialog = page.getByRole('dialog', { name: 'New Load' })
  await expect(dialog.getByRole('textbox', { name: 'Customer', exact: true })).toHaveValue(customer)
  await expect(dialog.getByRole('textbox', { name: 'Equipment' })).toHaveValue('Double drop')
  await expect(dialog.getByRole('textbox', { name: 'Special instructions' })).toHaveValue('Needs two escorts')
  await dialog.getByRole('button', { name: 'Create Load' }).click()

  await expect(toast(page, 'Load Created')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/loads$/)
  await expect(page.getByRole('button', { name: `Edit the stops and documents of the load for ${customer}` })).toBeVisible()
  expect(await serverRecords(request, 'loads', `quote = "${quote.id}"`)).toHaveLength(1)
  expect(await serverRecords(request, 'quotes', `id = "${quote.id}" && status = "reviewed"`)).toHaveLength(1)

  // Back on the quote, a second load is offered as such.
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/admin/quotes\\?quote=${quote.id}$`))
  await expect(page.getByRole('link', { name: 'Create another load' })).toBeVisible()
  await expect(page.getByText('A load has been made from this quote.')).toBeVisible()
})
