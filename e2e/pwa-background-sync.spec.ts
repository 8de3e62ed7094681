import { expect, test } from './support/test'
import { openControlled } from './support/pwa'
import { fillQuote, receipt, serverRecords, submitQuote, uniqueName } from './support/submissions'

const OUTBOX_SYNC_TAG = 'outbox-sync'

test('a quote saved offline is delivered by the service worker after the tab was closed', async ({ page, context, request, baseURL }) => {
  await openControlled(page, '/quote')
  const name = uniqueName('Background Sync')
  await fillQuote(page, { name })
  await context.setOffline(true)
  await submitQuote(page)
  await expect(receipt(page, 'Saved — will be sent')).toBeVisible()

  await page.close()
  expect(await serverRecords(request, 'quotes', `customer_name = "${name}"`)).toHaveLength(0)
  await context.setOffline(false)

  // Chromium fires the sync itself once it sees the network return; so that the test does not
  // depend on when, DevTools fires it too, from a blank tab: no page of the site is open.
  // Delivery is idempotent (the record id is the key), so two syncs still make one record.
  const blank = await context.newPage()
  const cdp = await context.newCDPSession(blank)
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((candidate) => candidate.scopeURL === `${baseURL}/`)
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: baseURL ?? '',
    registrationId: await registration,
    tag: OUTBOX_SYNC_TAG,
    lastChance: false,
  })

  await expect.poll(async () => (await serverRecords(request, 'quotes', `customer_name = "${name}"`)).length).toBe(1)
})
