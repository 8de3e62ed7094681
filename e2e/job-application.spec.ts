import { expectNoSeriousViolations } from './support/axe'
import { expect, test } from './support/test'
import { openControlled } from './support/pwa'
import {
  chooseFiles,
  documents,
  fillApplicant,
  openApplication,
  receipt,
  serverRecords,
  storedFileBytes,
  toast,
  uniqueName,
  waitingLink,
} from './support/submissions'

// Reading, storing and uploading documents takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 })

test('an application with resume, CDL and another document sent offline arrives with every file byte-identical', async ({ page, request }) => {
  await openControlled(page, '/careers')
  const dialog = await openApplication(page)
  const lastName = uniqueName('Offline')
  const resume = documents.pdf('resume.pdf')
  const cdl = documents.png('cdl.png')
  const reference = documents.pdf('reference.pdf')
  await fillApplicant(page, lastName)
  await dialog.getByLabel('Years of Experience').click()
  await page.getByRole('option', { name: '6-10 years' }).click()
  await dialog.getByLabel('I hold a valid CDL').check()
  await chooseFiles(page, 'Resume', [resume])
  await chooseFiles(page, 'CDL', [cdl])
  await chooseFiles(page, 'Additional Documents', [reference])

  await page.context().setOffline(true)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(receipt(page, 'Saved — will be sent')).toContainText("You're offline. Your application is saved on this device")
  await expect(waitingLink(page)).toHaveAccessibleName('1 submission waiting to send')

  await page.context().setOffline(false)
  // The receipt that said it was saved now says it arrived, with the same reference.
  await expect(receipt(page, 'Application received')).toContainText('Documents')
  await expect(toast(page, 'Application Submitted!')).toBeVisible()
  await expect(waitingLink(page)).toBeHidden()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()

  const [stored, ...others] = await serverRecords(request, 'job_applications', `last_name = "${lastName}"`)
  expect(others).toHaveLength(0)
  expect(stored).toMatchObject({ job_title: 'CDL Truck Driver', experience_years: 6, cdl_license: true, first_name: 'Sam' })
  const otherDocuments = stored!.other_documents as string[]
  expect(otherDocuments).toHaveLength(1)
  expect(await storedFileBytes(request, stored!, stored!.resume as string)).toEqual(resume.buffer)
  expect(await storedFileBytes(request, stored!, stored!.cdl_document as string)).toEqual(cdl.buffer)
  expect(await storedFileBytes(request, stored!, otherDocuments[0]!)).toEqual(reference.buffer)
})

test('the form has no serious accessibility violations, before and after a failed submit, and says which files are required', async ({ page }) => {
  await page.goto('/careers')
  const dialog = await openApplication(page)
  await expect(dialog.getByRole('button', { name: 'Resume' })).toHaveAccessibleName('Resume (required)')
  await expect(dialog.getByRole('button', { name: 'CDL' })).toHaveAccessibleName('CDL')
  await expectNoSeriousViolations(page, 'application form', { include: '[role="dialog"]' })

  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(dialog.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousViolations(page, 'application form with errors', { include: '[role="dialog"]' })
})

test('the browser refuses a file over 10 MB or of the wrong type as soon as it is chosen, next to its field', async ({ page }) => {
  await page.goto('/careers')
  const dialog = await openApplication(page)
  await fillApplicant(page, 'Limits')
  const big = { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) }
  await expect(dialog.getByRole('button', { name: 'Resume' })).toHaveText('Choose file')
  // Refused the moment it is chosen, before any submit.
  await chooseFiles(page, 'Resume', [big])
  await expect(dialog.getByRole('button', { name: 'Resume' })).toHaveAccessibleDescription(/Each file must be 10 MB or smaller/)
  await chooseFiles(page, 'Additional Documents', [documents.pdf('ok.pdf'), { name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }])
  await expect(dialog.getByRole('button', { name: 'Additional Documents' })).toHaveAccessibleDescription(/Accepted file types/)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(dialog.getByRole('button', { name: 'Resume' })).toHaveAccessibleDescription(/Each file must be 10 MB or smaller/)

  await chooseFiles(page, 'Resume', [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }])
  await expect(dialog.getByRole('button', { name: 'Resume' })).toHaveAccessibleDescription(/Accepted file types: PDF, DOC, DOCX/)
  await expect(dialog).toBeVisible()
})

test('a server refusal is shown at its field, corrected and sent again', async ({ page, request }) => {
  await page.goto('/careers')
  const dialog = await openApplication(page)
  const lastName = uniqueName('Refused')
  await fillApplicant(page, lastName)
  // Named like a PDF, but an image: only the server, which reads the bytes, can tell.
  await chooseFiles(page, 'Resume', [{ ...documents.png('resume.pdf'), mimeType: 'application/pdf' }])
  await dialog.getByRole('button', { name: 'Submit Application' }).click()

  await expect(toast(page, 'Error')).toContainText('Failed to submit application. Please try again.')
  const resumeButton = dialog.getByRole('button', { name: 'Resume' })
  await expect(resumeButton).toHaveAttribute('aria-invalid', 'true')
  await expect(resumeButton).toHaveAccessibleDescription(/"resume\.pdf" is not a PDF file inside\. Accepted file types: PDF, DOC, DOCX/)
  await expect(dialog.getByLabel('Last Name')).toHaveValue(lastName)

  await chooseFiles(page, 'Resume', [documents.pdf('resume.pdf')])
  await expect(resumeButton).not.toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  // The success takes the error toast away at once rather than leaving it for its 8 s.
  await expect(receipt(page, 'Application received')).toBeVisible()
  await expect(toast(page, 'Error')).toBeHidden()
  await expect(waitingLink(page)).toBeHidden()
  expect(await serverRecords(request, 'job_applications', `last_name = "${lastName}"`)).toHaveLength(1)
})

test('shows how far the documents have uploaded while the application is sent, then confirms it', async ({ page, request }) => {
  // With the service worker in control, which could send it too: the page sends it, with its progress.
  await openControlled(page, '/careers')
  // page.route would hold the request before the browser uploads a byte (so no progress at
  // all); pausing at the response lets the upload happen for real and keeps the answer back.
  const devtools = await page.context().newCDPSession(page)
  const heldAnswers: string[] = []
  devtools.on('Fetch.requestPaused', ({ requestId }: { requestId: string }) => heldAnswers.push(requestId))
  await devtools.send('Fetch.enable', { patterns: [{ urlPattern: '*/api/collections/job_applications/records*', requestStage: 'Response' }] })

  const dialog = await openApplication(page)
  const lastName = uniqueName('Progress')
  await fillApplicant(page, lastName)
  await chooseFiles(page, 'Resume', [documents.pdf('resume.pdf')])
  await dialog.getByRole('button', { name: 'Submit Application' }).click()

  await expect(dialog.getByRole('progressbar', { name: /Uploading documents|Documents uploaded/ })).toHaveAttribute('aria-valuenow', /^\d+$/)
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect.poll(() => heldAnswers.length).toBe(1)
  // Every byte is sent and the answer held back: the bar says the server is at work, not stuck at 100%.
  await expect(dialog.getByRole('progressbar', { name: 'Documents uploaded, being checked' })).toHaveAttribute('aria-valuenow', '100')
  await expect(dialog.getByText('Documents uploaded. Our server is checking them…')).toBeVisible()
  await devtools.send('Fetch.continueRequest', { requestId: heldAnswers[0]! })

  await expect(receipt(page, 'Application received')).toContainText('resume.pdf')
  expect(await serverRecords(request, 'job_applications', `last_name = "${lastName}"`)).toHaveLength(1)
})

test('the application and what was typed in it survive a reload; files are chosen again', async ({ page }) => {
  await page.goto('/careers')
  let dialog = await openApplication(page)
  const lastName = uniqueName('Draft')
  await fillApplicant(page, lastName)
  await dialog.getByLabel('Cover Letter').fill('Ten years of heavy haul.')
  await chooseFiles(page, 'Resume', [documents.pdf('resume.pdf')])
  await page.reload()

  // The address keeps the dialog open across the reload.
  dialog = page.getByRole('dialog', { name: 'Apply for CDL Truck Driver' })
  await expect(dialog.getByLabel('Last Name')).toHaveValue(lastName)
  await expect(dialog.getByLabel('Cover Letter')).toHaveValue('Ten years of heavy haul.')
  await expect(dialog.getByRole('button', { name: 'Resume' })).toHaveText('Choose file')
})
