import { expect, type Locator, type Page } from '@playwright/test'

interface DialogHistoryCase<R> {
  page: Page
  /** The dialog the records open in. */
  dialog: Locator
  /** Opens a record from its list and waits for its details. */
  open: (record: R) => Promise<void>
  /** Waits for the dialog to be gone and the address to be the list's again. */
  expectClosed: () => Promise<void>
  /** Two records of the list. */
  records: [R, R]
  /** A point outside the dialog, for a click that closes it. */
  outside: { x: number; y: number }
}

/**
 * Opens and closes a list's records every way there is (Back, Close, Escape, a click outside)
 * and checks that they leave no history entry behind: one Back then leaves the page for the one
 * before it, the favicon `openSignedIn` starts from.
 */
export async function expectTidyDialogHistory<R>({ page, dialog, open, expectClosed, records, outside }: DialogHistoryCase<R>) {
  const [first, second] = records
  await open(first)
  await page.goBack()
  await expectClosed()
  await open(first)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expectClosed()
  await open(second)
  await page.keyboard.press('Escape')
  await expectClosed()
  await open(first)
  await page.mouse.click(outside.x, outside.y)
  await expectClosed()
  await page.goBack()
  await expect(page).toHaveURL(/\/favicon\.svg$/)
}
