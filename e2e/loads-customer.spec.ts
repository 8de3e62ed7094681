import { expect, test } from './support/test'
import { adminAuth } from './support/admin-records'
import { createLoad, createRoadUser } from './support/loads'
import { openSignedIn } from './support/session'

test('a customer sees the shipment of their quote change live on /quotes', async ({ page, request }) => {
  const customer = await createRoadUser(request, 'freight_broker')
  const driver = await createRoadUser(request, 'driver')
  const quoteAnswer = await request.post('/api/collections/quotes/records', {
    headers: { Authorization: customer.auth.token },
    data: { customer_name: 'Dana Whitfield', email: 'dana@shipper.test', phone: '(555) 010-2000', origin: 'Dayton, OH', destination: 'Gary, IN', equipment: 'Lowboy', length: 42, width: 12, height: 11 },
  })
  expect(quoteAnswer.ok(), await quoteAnswer.text()).toBe(true)
  const quote = (await quoteAnswer.json()) as { id: string }
  const load = await createLoad(request, { quoteId: quote.id, driverId: String(driver.auth.record.id) })

  await openSignedIn(page, customer.auth, '/quotes')
  const shipment = page.getByRole('group', { name: 'Shipment' })
  await expect(shipment).toContainText('Scheduled')
  await expect(shipment).toContainText('No updates from the road yet')

  const dispatched = await request.patch(`/api/collections/loads/records/${load.id}`, {
    headers: { Authorization: (await adminAuth(request)).token },
    data: { status: 'dispatched' },
  })
  expect(dispatched.ok()).toBe(true)
  await expect(shipment).toContainText('Driver dispatched')

  const arrived = await request.post('/api/collections/load_updates/records', {
    headers: { Authorization: driver.auth.token },
    data: { load: load.id, stop: load.pickup, kind: 'arrived', happened_at: new Date().toISOString().replace('T', ' ') },
  })
  expect(arrived.ok(), await arrived.text()).toBe(true)
  await expect(shipment).toContainText(/Pickup Dayton, OH: arrived/)
  await expect(shipment).toContainText(/Last update/)
})
