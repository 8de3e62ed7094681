import { expect, test, type Locator, type Page } from './support/test'
import { expectNoSeriousViolations } from './support/axe'
import { adminAuth, createMessage, recordOnServer } from './support/admin-records'
import { openSignedIn } from './support/session'
import { toast, uniqueName } from './support/submissions'

// Waiting for live events takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 })

const live = (page: Page) => page.getByRole('status').filter({ hasText: /^Live$/ })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search name, e-mail, subject or text' })
/** A message's row on a tablet, or its card on a phone. */
const entry = (page: Page, text: string) => page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text })
/** The status chip `name` (its label: the radio under it is hidden). */
const statusChip = (page: Page, name: string) => page.getByRole('radiogroup', { name: 'Status' }).locator('label').filter({ hasText: new RegExp(`^${name}$`) })

/** A toast with this title and text (the one it replaced may still be fading out). */
const expectToast = (page: Page, title: string, text: string) => expect(toast(page, title).filter({ hasText: text })).toBeVisible()

async function openInbox(page: Page, request: Parameters<typeof adminAuth>[0]) {
  await openSignedIn(page, await adminAuth(request), '/admin/messages')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible()
}

/** Shows only the messages holding `text`, through the search box. */
async function findMessage(page: Page, text: string): Promise<Locator> {
  await search(page).fill(text)
  await expect(entry(page, text)).toHaveCount(1)
  return entry(page, text)
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe('on a tablet held sideways (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

  test('the inbox lists messages newest first with their status, sender and subject', async ({ page, request }) => {
    const older = uniqueName('Older')
    const newer = uniqueName('Newer')
    await createMessage(request, { name: older })
    await createMessage(request, { name: newer, subject: 'Escort availability', message: 'Do you run pilot cars in Ohio next week?' })
    await openInbox(page, request)

    await expect(page.getByText('Messages sent from the contact form.')).toBeVisible()
    const table = page.getByRole('table', { name: 'Contact Messages' })
    await expect(table.locator('thead th')).toHaveText(['Received', 'From', 'Message', 'Status', 'Actions'])
    await expect(table.getByRole('row').nth(1)).toContainText(newer)
    await expect(table.getByRole('row').nth(2)).toContainText(older)
    const row = entry(page, newer)
    await expect(row).toContainText('Escort availability')
    await expect(row).toContainText('Do you run pilot cars in Ohio next week?')
    await expect(row.getByText('Status: New')).toBeVisible()
    await expect(row.getByRole('link', { name: `Reply (${newer})` })).toHaveAttribute(
      'href',
      'mailto:lee@customer.test?subject=Re%3A%20Escort%20availability',
    )
    await expect(live(page)).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousViolations(page, 'admin messages, 1024')
  })

  test('a message sent by another client appears at the top without a reload, marked new', async ({ page, request }) => {
    await openInbox(page, request)
    await expect(live(page)).toBeVisible()
    const name = uniqueName('Live')
    await createMessage(request, { name })

    const first = page.getByRole('table', { name: 'Contact Messages' }).getByRole('row').nth(1)
    await expect(first).toContainText(name, { timeout: 5_000 })
    await expect(first).toHaveAttribute('data-new', 'true')
    await expect(first.getByText('Status: New')).toBeVisible()
  })

  test('opening a new message marks it read; it can be archived and taken out of the archive', async ({ page, request }) => {
    const name = uniqueName('Reader')
    const message = await createMessage(request, { name, subject: 'Crane move', message: 'We need a 120-ton crane moved\nfrom Dayton to Toledo.' })
    await openInbox(page, request)
    const row = await findMessage(page, name)
    await row.getByText('Crane move', { exact: true }).click()

    const reading = page.getByRole('dialog', { name: 'Crane move' })
    await expect(reading.getByRole('blockquote', { name: 'Message' })).toHaveText('We need a 120-ton crane moved\nfrom Dayton to Toledo.')
    for (const text of [name, 'lee@customer.test', '(937) 555-0122', message.id]) await expect(reading).toContainText(text)
    await expect(reading.getByText('Status: Read')).toBeVisible()
    await expect(reading.getByRole('link', { name: '(937) 555-0122' })).toHaveAttribute('href', 'tel:9375550122')
    await expect.poll(async () => (await recordOnServer(request, message))?.status).toBe('read')
    await expect(row.getByText('Status: Read')).toBeVisible()
    await expect(reading.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', 'mailto:lee@customer.test?subject=Re%3A%20Crane%20move')
    await expectNoSeriousViolations(page, 'message drawer, 1024')

    await reading.getByRole('button', { name: 'Archive' }).click()
    await expectToast(page, 'Status Updated', 'Message marked as archived.')
    await expect(reading.getByText('Status: Archived')).toBeVisible()
    await reading.getByRole('button', { name: 'Unarchive' }).click()
    await expectToast(page, 'Status Updated', 'Message marked as read.')
    await expect(reading.getByText('Status: Read')).toBeVisible()
    await reading.getByRole('button', { name: 'Close' }).click()
    await expect(reading).toBeHidden()
    await expect(page).toHaveURL('/admin/messages')
  })

  test('the status chips and the search find messages by status, subject and text', async ({ page, request }) => {
    const word = uniqueName('Chip').split(' ')[1]!
    const archived = await createMessage(request, { name: 'Archie Vance', subject: `Archived ${word}` })
    await createMessage(request, { name: 'Nora New', subject: 'Fresh question', message: `Text that holds ${word}` })
    await openInbox(page, request)
    await search(page).fill(word)
    await expect(entry(page, word)).toHaveCount(2)

    const archivedRow = entry(page, 'Archie Vance')
    await archivedRow.getByRole('button', { name: 'Archive (Archie Vance)' }).click()
    await expectToast(page, 'Status Updated', 'Message marked as archived.')
    expect((await recordOnServer(request, archived))?.status).toBe('archived')

    await statusChip(page, 'Archived').click()
    await expect(entry(page, word)).toHaveText([/Archie Vance/])
    await statusChip(page, 'New').click()
    await expect(entry(page, word)).toHaveText([/Nora New/])
    await statusChip(page, 'Read').click()
    await expect(page.getByRole('heading', { name: 'No matches' })).toBeVisible()
  })

  test('a delete asks with the sender’s name first, then the message is gone with a toast', async ({ page, request }) => {
    const name = uniqueName('Delete')
    const message = await createMessage(request, { name, subject: 'Delete me' })
    await openInbox(page, request)
    const row = await findMessage(page, name)

    const deleteButton = row.getByRole('button', { name: `Delete message from ${name}` })
    await deleteButton.click()
    const question = page.getByRole('dialog', { name: 'Delete Message' })
    await expect(question).toContainText(`Are you sure you want to delete the message from ${name}? This action cannot be undone.`)
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toBeHidden()
    await expect(deleteButton).toBeFocused()
    await expect(row).toHaveCount(1)

    // From the open message: the question comes over it, and both close once it is deleted.
    await row.getByText('Delete me', { exact: true }).click()
    const reading = page.getByRole('dialog', { name: 'Delete me', exact: true })
    await reading.getByRole('button', { name: `Delete message from ${name}` }).click()
    await question.getByRole('button', { name: 'Delete' }).click()
    await expect(reading).toBeHidden()
    await expectToast(page, 'Message Deleted', 'Message has been permanently deleted.')
    await expect(row).toHaveCount(0)
    expect(await recordOnServer(request, message)).toBeNull()
  })
})

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  test('messages are cards; View details opens one full screen and marks it read', async ({ page, request }) => {
    const name = uniqueName('Phone')
    // A pasted tracking link or reference is one long word: the card still fits the screen.
    const longWord = `https://track.example/${'x'.repeat(120)}`
    const message = await createMessage(request, { name, subject: 'Phone subject', message: `See ${longWord}` })
    await openInbox(page, request)
    const card = await findMessage(page, name)
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(card).toContainText('Phone subject')
    await expect(card.getByText('Status: New')).toBeVisible()
    await expectNoSidewaysScroll(page)
    for (const part of [card, card.getByText('Status: New'), card.getByRole('button', { name: 'View details' })]) {
      const box = await part.boundingBox()
      expect(box && box.x + box.width).toBeLessThanOrEqual(375)
    }
    await expectNoSeriousViolations(page, 'admin messages, 375')

    await card.getByRole('button', { name: 'View details' }).tap()
    const reading = page.getByRole('dialog', { name: 'Phone subject' })
    await expect(reading.getByText('Status: Read')).toBeVisible()
    await expect.poll(async () => (await recordOnServer(request, message))?.status).toBe('read')
    await expectNoSeriousViolations(page, 'message drawer, 375')

    await reading.getByRole('button', { name: 'Archive' }).tap()
    await expectToast(page, 'Status Updated', 'Message marked as archived.')
  })
})
