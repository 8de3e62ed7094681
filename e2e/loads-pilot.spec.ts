import { expect, test } from './support/test'
import { createLoad, createRoadUser } from './support/loads'
import { openControlled } from './support/pwa'
import { openSignedIn } from './support/session'
import { serverRecords, toast } from './support/submissions'

test.describe.configure({ timeout: 90_000 })
test.use({ viewport: { width: 375, height: 812 } })

test('a pilot accepts an escort offer in a page opened offline; the answer reaches the server once and the page follows', async ({ page, request }) => {
  const pilot = await createRoadUser(request, 'pilot_car')
  const load = await createLoad(request, { pilotId: String(pilot.auth.record.id) })

  await openControlled(page, '/')
  await openSignedIn(page, pilot.auth, '/escorts')
  const offer = page.getByRole('listitem', { name: 'Escort of Dayton, OH → Gary, IN' })
  await expect(page.getByRole('heading', { name: 'Offered (1)' })).toBeVisible()

  await page.context().setOffline(true)
  // Opened again with no connection (its realtime link cannot be made): the device's copy shows.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Offered (1)' })).toBeVisible()
  await offer.getByRole('button', { name: 'Accept the escort of Dayton, OH → Gary, IN' }).click()
  await expect(toast(page, 'Escort Accepted')).toContainText('Saved on this device')
  await expect(offer.getByText('Waiting to send')).toBeVisible()

  await page.context().setOffline(false)
  await expect(page.getByRole('heading', { name: 'Accepted (1)' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Waiting to send')).toBeHidden()
  const answers = await serverRecords(request, 'load_updates', `load = "${load.id}"`)
  expect(answers.map(({ kind }) => kind)).toEqual(['escort_accepted'])
  const [assignment] = await serverRecords(request, 'escort_assignments', `load = "${load.id}"`)
  expect(assignment?.status).toBe('accepted')
})
