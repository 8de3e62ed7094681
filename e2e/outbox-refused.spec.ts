import { expect, test } from './support/test'
import { openControlled } from './support/pwa'
import { chooseFiles, documents, fillApplicant, openApplication, receipt, serverRecords, toast, uniqueName, waitingLink } from './support/submissions'

test.describe.configure({ timeout: 90_000 })

test('a submission the server refuses stays marked in the outbox, to open, correct and send again', async ({ page, request }) => {
  await openControlled(page, '/careers')
  const dialog = await openApplication(page)
  const lastName = uniqueName('Outbox Refused')
  await fillApplicant(page, lastName)
  // Named like a PDF but an image: the browser accepts it, the server reads the bytes and refuses.
  await chooseFiles(page, 'Resume', [{ ...documents.png('resume.pdf'), mimeType: 'application/pdf' }])
  await page.context().setOffline(true)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(receipt(page, 'Saved — will be sent')).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()

  await page.context().setOffline(false)
  await expect(toast(page, 'Not sent: needs your attention')).toContainText('was not accepted')
  await expect(waitingLink(page)).toHaveAccessibleName('1 submission waiting to send, one needs your attention')
  await waitingLink(page).click()
  const entry = page.getByRole('listitem', { name: new RegExp(lastName) })
  await expect(entry).toContainText('Needs your attention')
  await expect(entry).toContainText('resume:')

  await entry.getByRole('link', { name: 'Open and fix' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Correct and send again' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Job application' })
  await expect(form.getByLabel('Last Name')).toHaveValue(lastName)
  await expect(form.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-invalid', 'true')
  await chooseFiles(page, 'Resume', [documents.pdf('resume.pdf')])
  await form.getByRole('button', { name: 'Submit Application' }).click()

  // Back on the list, the corrected application says it was sent before it leaves.
  const sent = page.getByRole('listitem', { name: new RegExp(lastName) })
  await expect(sent).toContainText(/Sent ✓ at \d{1,2}:\d{2} [AP]M/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sent')
  await expect(toast(page, 'Not sent: needs your attention')).toBeHidden()
  await expect(page.getByText('Nothing is waiting')).toBeVisible()
  expect(await serverRecords(request, 'job_applications', `last_name = "${lastName}"`)).toHaveLength(1)
})
