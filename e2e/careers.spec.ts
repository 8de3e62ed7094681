import { expect, test, type Page } from './support/test'
import { openings } from '../src/content/openings'
import { CHECKED_VIEWPORTS, expectNoSeriousViolations } from './support/axe'
import { dismissQuotePrompt } from './support/marketing'
import { openPage } from './support/pages'

const openingCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })

test.beforeEach(async ({ page }) => {
  await dismissQuotePrompt(page)
  await openPage(page, '/careers')
})

test('shows the culture, the three openings and the four-step process', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Team')
  for (const title of ['Professional Development', 'Continuous Learning', 'Recognition & Rewards']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
  }
  for (const title of ['CDL Truck Driver', 'Logistics Coordinator', 'Account Manager']) {
    const card = openingCard(page, title)
    await expect(card).toContainText('Dayton, OH')
    await expect(card).toContainText('Full-time')
    await expect(card.getByRole('button', { name: 'View Details' })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Apply Now' })).toBeVisible()
  }
  const steps = page.getByRole('heading', { level: 2, name: 'Our Hiring Process' }).locator('xpath=following-sibling::ol[1]').getByRole('heading')
  await expect(steps).toHaveText(['Apply Online', 'Initial Review', 'Interview', 'Offer & Onboarding'])
})

test('the hero button brings the openings into view and moves focus there', async ({ page }) => {
  const heading = page.getByRole('heading', { level: 2, name: 'Open Positions' })
  await expect(heading).not.toBeInViewport()
  await page.getByRole('button', { name: 'View Open Positions' }).click()
  await expect(heading).toBeInViewport()
  await expect(heading).toBeFocused()
})

test('View Details shows the whole opening, closes with Escape and leads on to the application', async ({ page }) => {
  const coordinator = openings[1]
  if (!coordinator) throw new Error('there are three openings')
  const viewDetails = openingCard(page, coordinator.title).getByRole('button', { name: 'View Details' })
  await viewDetails.click()
  const details = page.getByRole('dialog', { name: coordinator.title, exact: true })
  await expect(details).toContainText(coordinator.description)
  await expect(details.getByRole('listitem')).toHaveText([...coordinator.requirements])
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await expect(viewDetails).toBeFocused()
  // Back closes the details too, and stays on the page.
  await viewDetails.click()
  await expect(details).toBeVisible()
  await page.goBack()
  await expect(details).toBeHidden()
  await expect(page).toHaveURL(/\/careers$/)

  await viewDetails.click()
  await details.getByRole('button', { name: 'Apply Now' }).click()
  await expect(details).toBeHidden()
  const application = page.getByRole('dialog', { name: `Apply for ${coordinator.title}` })
  await expect(application.getByRole('textbox', { name: 'Position' })).toHaveValue(coordinator.title)
})

test('Apply Now on an opening applies for that position, read-only', async ({ page }) => {
  await openingCard(page, 'CDL Truck Driver').getByRole('button', { name: 'Apply Now' }).click()
  const application = page.getByRole('dialog', { name: 'Apply for CDL Truck Driver' })
  const position = application.getByRole('textbox', { name: 'Position' })
  await expect(position).toHaveValue('CDL Truck Driver')
  await expect(position).toHaveAttribute('readonly', '')
  await expect(application.getByRole('button', { name: 'Submit Application' })).toBeVisible()
  await application.getByRole('button', { name: 'Close' }).click()
  await expect(application).toBeHidden()
})

test('on a phone, Back closes the application and stays on the page; Forward and a reload open it again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openingCard(page, 'CDL Truck Driver').getByRole('button', { name: 'Apply Now' }).click()
  const application = page.getByRole('dialog', { name: 'Apply for CDL Truck Driver' })
  await expect(application).toBeVisible()
  await expect(page).toHaveURL(/\/careers\?apply=cdl-truck-driver$/)
  await application.getByLabel('First Name').fill('Sam')

  await page.goBack()
  await expect(application).toBeHidden()
  await expect(page).toHaveURL(/\/careers$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Team')

  await page.goForward()
  await expect(application).toBeVisible()
  await expect(application.getByLabel('First Name')).toHaveValue('Sam')

  await page.reload()
  await expect(application).toBeVisible()
  await expect(application.getByRole('textbox', { name: 'Position' })).toHaveValue('CDL Truck Driver')
  // Closed twice in a row before the browser has gone back: one step back, still on the page.
  await application.getByRole('button', { name: 'Close' }).click()
  await page.keyboard.press('Escape')
  await expect(application).toBeHidden()
  await expect(page).toHaveURL(/\/careers$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Team')
  // Closing went back to the entry the dialog was opened from: one more Back leaves the page.
  await page.goBack()
  await expect(page).toHaveURL('about:blank')
})

test('an application opened from a link closes without leaving an entry behind; an opening no longer offered becomes a general application', async ({ page }) => {
  await page.goto('/careers?apply=night-dispatcher')
  const application = page.getByRole('dialog', { name: 'Apply to Join Our Team' })
  await expect(application.getByRole('combobox', { name: 'Position' })).toHaveValue('General Application')
  await page.keyboard.press('Escape')
  await expect(application).toBeHidden()
  await expect(page).toHaveURL(/\/careers$/)
  // The link's entry became the page without the dialog; Back goes to the page before it.
  await page.goBack()
  await expect(page).toHaveURL(/\/careers$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Team')
  await page.goBack()
  await expect(page).toHaveURL('about:blank')
})

test('the general Apply Now offers every opening, starting at General Application', async ({ page }) => {
  await page.getByRole('heading', { name: "Don't See the Right Position?" }).scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: 'Apply Now', exact: true }).click()
  const application = page.getByRole('dialog', { name: 'Apply to Join Our Team' })
  const position = application.getByRole('combobox', { name: 'Position' })
  await expect(position).toHaveValue('General Application')
  await position.click()
  await expect(page.getByRole('option')).toHaveText([...openings.map(({ title }) => title), 'General Application'])
  await page.getByRole('option', { name: 'Account Manager' }).click()
  await expect(position).toHaveValue('Account Manager')
})

for (const viewport of CHECKED_VIEWPORTS) {
  test(`the page and its dialogs have no serious accessibility violations at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    await expectNoSeriousViolations(page, '/careers')

    await openingCard(page, 'Account Manager').getByRole('button', { name: 'View Details' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoSeriousViolations(page, 'opening details', { include: '[role="dialog"]' })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    await page.getByRole('button', { name: 'Apply Now', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Apply to Join Our Team' })).toBeVisible()
    // The form inside is checked with the job application's own tests.
    await expectNoSeriousViolations(page, 'application dialog', { include: '[role="dialog"]', exclude: 'form' })
  })
}
