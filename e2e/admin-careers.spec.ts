import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from './support/test'
import { expectNoSeriousViolations } from './support/axe'
import { adminAuth, createApplication, recordOnServer } from './support/admin-records'
import { openSignedIn } from './support/session'
import { documents, toast, uniqueName } from './support/submissions'

// Uploading documents and waiting for live events takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 })

const live = (page: Page) => page.getByRole('status').filter({ hasText: /^Live$/ })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search name, e-mail, position or place' })
/** An application's row on a tablet, or its card on a phone. */
const entry = (page: Page, text: string) => page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text })
/** The status chip `name` (its label: the radio under it is hidden). */
const statusChip = (page: Page, name: string) => page.getByRole('radiogroup', { name: 'Status' }).locator('label').filter({ hasText: new RegExp(`^${name}$`) })
const drawer = (page: Page, name: string) => page.getByRole('dialog', { name: `Application from Sam ${name}` })

async function openCareers(page: Page, request: Parameters<typeof adminAuth>[0], path = '/admin/careers') {
  await openSignedIn(page, await adminAuth(request), path)
  await expect(page.getByRole('heading', { level: 1, name: 'Job Applications' })).toBeVisible()
}

/** Shows only the application of `name`, through the search box. */
async function findApplication(page: Page, name: string): Promise<Locator> {
  await search(page).fill(name)
  await expect(entry(page, name)).toHaveCount(1)
  return entry(page, name)
}

/** A toast with this title and text (the one it replaced may still be fading out). */
const expectToast = (page: Page, title: string, text: string) => expect(toast(page, title).filter({ hasText: text })).toBeVisible()

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

async function savedBytes(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download')
  await button.click()
  const saved = await download
  return { name: saved.suggestedFilename(), bytes: await readFile(await saved.path()) }
}

test.describe('on a tablet held sideways (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

  test('lists the applications newest first with their status, and the openings read-only', async ({ page, request }) => {
    const older = uniqueName('Older')
    const newer = uniqueName('Newer')
    await createApplication(request, { lastName: older })
    await createApplication(request, { lastName: newer, jobTitle: 'Logistics Coordinator', city: 'Tulsa' })
    await openCareers(page, request)

    await expect(page.getByText('Review applications and download documents.')).toBeVisible()
    const table = page.getByRole('table', { name: 'Job Applications' })
    await expect(table.locator('thead th')).toHaveText(['Received', 'Applicant', 'Position', 'Location', 'Status', 'Actions'])
    await expect(table.getByRole('row').nth(1)).toContainText(`Sam ${newer}`)
    await expect(table.getByRole('row').nth(2)).toContainText(`Sam ${older}`)
    const row = entry(page, newer)
    await expect(row).toContainText('Logistics Coordinator')
    await expect(row).toContainText('6 yrs · CDL')
    await expect(row).toContainText('Tulsa, OH')
    await expect(row.getByText('Status: New')).toBeVisible()
    await expect(row.getByRole('link', { name: 'sam@applicant.test' })).toHaveAttribute('href', 'mailto:sam@applicant.test')
    await expect(live(page)).toBeVisible()

    const openings = page.getByRole('region', { name: /^Current openings/ })
    await expect(openings).toContainText('Current openings (3)')
    await expect(openings).toContainText('CDL Truck Driver')
    await expect(openings).toContainText("Openings are part of the site's content")
    await expect(openings.getByRole('link', { name: 'Open the careers page' })).toHaveAttribute('href', '/careers')

    await expectNoSidewaysScroll(page)
    await expectNoSeriousViolations(page, 'admin careers, 1024')
  })

  test('an application sent by another client appears at the top without a reload, marked new', async ({ page, request }) => {
    await openCareers(page, request)
    await expect(live(page)).toBeVisible()
    const name = uniqueName('Live')
    await createApplication(request, { lastName: name })

    const first = page.getByRole('table', { name: 'Job Applications' }).getByRole('row').nth(1)
    await expect(first).toContainText(`Sam ${name}`, { timeout: 5_000 })
    await expect(first).toHaveAttribute('data-new', 'true')
    await expect(first.getByText('Status: New')).toBeVisible()
  })

  test('the status follows the machine: Mark reviewed while new, then Interview, Hired or Rejected, then nothing', async ({ page, request }) => {
    const name = uniqueName('Machine')
    const application = await createApplication(request, { lastName: name })
    await openCareers(page, request)
    const row = await findApplication(page, name)
    const moves = row.getByRole('button', { name: /^(Mark reviewed|Interview|Hired|Rejected) / })
    await expect(moves).toHaveText(['Mark reviewed'].map((label) => new RegExp(`^${label}`)))

    await row.getByRole('button', { name: `Mark reviewed (Sam ${name})` }).click()
    await expectToast(page, 'Status Updated', 'Application marked as reviewed.')
    await expect(row.getByText('Status: Reviewed')).toBeVisible()
    await expect(moves).toHaveText([/^Interview/, /^Hired/, /^Rejected/])

    await row.getByRole('button', { name: `Interview (Sam ${name})` }).click()
    await expectToast(page, 'Status Updated', 'Application marked as interview.')
    await expect(row.getByText('Status: Interview')).toBeVisible()
    await expect(moves).toHaveCount(0)
    expect((await recordOnServer(request, application))?.status).toBe('interview')

    // The status chips show it among the interviews only.
    await statusChip(page, 'Hired').click()
    await expect(page.getByRole('radiogroup', { name: 'Status' }).getByRole('radio', { name: 'Hired' })).toBeChecked()
    await expect(page.getByRole('heading', { name: 'No matches' })).toBeVisible()
    await statusChip(page, 'Interview').click()
    await expect(entry(page, name)).toHaveCount(1)
  })

  test('the drawer shows every field and saves each document, byte for byte, under its name', async ({ page, request }) => {
    const name = uniqueName('Documents')
    const resume = documents.pdf('My Resume 2026.pdf')
    const cdl = documents.png('license-front.png')
    const reference = documents.pdf('Reference letter.pdf')
    const application = await createApplication(request, { lastName: name, resume, cdl, others: [reference] })
    // The careers mail links here with the application open.
    await openCareers(page, request, `/admin/careers?application=${application.id}`)

    const details = drawer(page, name)
    await expect(details).toBeVisible()
    for (const text of ['sam@applicant.test', '(937) 555-0111', 'Dayton, OH', 'CDL Truck Driver', '6 years', 'I have hauled oversize loads for six years.', application.id]) {
      await expect(details).toContainText(text)
    }
    await expect(details.getByText('Status: New')).toBeVisible()
    await expect(details.getByRole('link', { name: '(937) 555-0111' })).toHaveAttribute('href', 'tel:9375550111')
    await expectNoSeriousViolations(page, 'application drawer, 1024')

    const saves = [
      [details.getByRole('button', { name: 'Resume', exact: true }), 'resume.pdf', resume],
      [details.getByRole('button', { name: 'CDL', exact: true }), 'cdl.png', cdl],
      [details.getByRole('button', { name: 'Reference letter.pdf' }), 'Reference letter.pdf', reference],
    ] as const
    for (const [button, savedAs, original] of saves) {
      const saved = await savedBytes(page, button)
      expect(saved.name).toBe(savedAs)
      expect(saved.bytes.equals(original.buffer)).toBe(true)
    }

    await details.getByRole('button', { name: 'Mark reviewed' }).click()
    await expectToast(page, 'Status Updated', 'Application marked as reviewed.')
    await expect(details.getByText('Status: Reviewed')).toBeVisible()
    await details.getByRole('button', { name: 'Close' }).click()
    await expect(details).toBeHidden()
    await expect(page).toHaveURL('/admin/careers')
  })

  test('a delete asks with the applicant’s name first, then the application is gone with a toast', async ({ page, request }) => {
    const name = uniqueName('Delete')
    const application = await createApplication(request, { lastName: name })
    await openCareers(page, request)
    const row = await findApplication(page, name)

    await row.getByRole('button', { name: `Delete application from Sam ${name}` }).click()
    const question = page.getByRole('dialog', { name: 'Delete Application' })
    await expect(question).toContainText(`Are you sure you want to delete the application from Sam ${name}? This action cannot be undone.`)
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toBeHidden()
    await expect(row).toHaveCount(1)

    await row.getByRole('button', { name: `Delete application from Sam ${name}` }).click()
    await question.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Application Deleted', 'Application has been permanently deleted.')
    await expect(row).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'No matches' })).toBeVisible()
    expect(await recordOnServer(request, application)).toBeNull()
  })
})

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  test('applications are cards with their actions, and the drawer fills the screen', async ({ page, request }) => {
    const name = uniqueName('Phone')
    const resume = documents.pdf('resume.pdf')
    await createApplication(request, { lastName: name, resume })
    await openCareers(page, request)
    const card = await findApplication(page, name)
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(card).toContainText('CDL Truck Driver')
    await expect(card.getByText('Status: New')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousViolations(page, 'admin careers, 375')

    await card.getByRole('button', { name: `Mark reviewed (Sam ${name})` }).tap()
    await expectToast(page, 'Status Updated', 'Application marked as reviewed.')
    await expect(card.getByText('Status: Reviewed')).toBeVisible()

    const saved = await savedBytes(page, card.getByRole('button', { name: `Resume (Sam ${name})` }))
    expect(saved.name).toBe('resume.pdf')
    expect(saved.bytes.equals(resume.buffer)).toBe(true)

    await card.getByRole('button', { name: 'View details' }).tap()
    const details = drawer(page, name)
    await expect(details).toBeVisible()
    await expect(details.getByRole('button', { name: 'Interview' })).toBeVisible()
    await expectNoSeriousViolations(page, 'application drawer, 375')
  })
})
