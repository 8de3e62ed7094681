import { expect, test } from './support/test'

for (const path of ['/no-such-page', '/services/no-such-service']) {
  test(`${path} shows the not-found page and logs the path`, async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })

    // A real 404 for search engines and link checkers, with the app all the same.
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByText(/does not exist or has been moved/)).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page).toHaveTitle(/Page Not Found/)
    await expect.poll(() => warnings.some((text) => text.includes(path))).toBe(true)

    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We Move the Impossible, Coast to Coast')
    // The page it leads to exists: nothing says otherwise.
    expect(warnings.filter((text) => text.includes('no page at /'))).toEqual([expect.stringContaining(`no page at ${path}`)])
  })
}
