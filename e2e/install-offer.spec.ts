import { expect, test, type Page } from './support/test'
import { openPage } from './support/pages'

/** Makes Chromium's `beforeinstallprompt` offer, recording whether its dialog was asked for. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>
    offer.prompt = () => {
      document.body.dataset.installPrompted = 'true'
      return Promise.resolve()
    }
    offer.userChoice = Promise.resolve({ outcome: 'dismissed', platform: 'web' })
    window.dispatchEvent(offer)
  })
}

const offerCard = (page: Page) => page.getByRole('complementary', { name: 'Save to your home screen: it works with no signal' })

for (const [path, why] of [
  ['/quote', 'keeps your request'],
  ['/careers', 'Apply from the cab'],
  ['/fleet', 'even where there is no coverage'],
] as const) {
  test(`${path} offers the app, saying why, once the browser allows installing`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openPage(page, path)
    await expect(offerCard(page)).toHaveCount(0)

    await offerInstall(page)
    await expect(offerCard(page)).toContainText(why)
    await offerCard(page).getByRole('button', { name: 'Install app' }).click()
    expect(await page.evaluate(() => document.body.dataset.installPrompted)).toBe('true')
  })
}

test('Not now puts the offer away for the rest of the visit', async ({ page }) => {
  await openPage(page, '/careers')
  await offerInstall(page)
  await offerCard(page).getByRole('button', { name: 'Not now' }).click()
  await expect(offerCard(page)).toHaveCount(0)
  await page.getByRole('banner').getByRole('link', { name: 'Fleet', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Fleet')
  await offerInstall(page)
  await expect(offerCard(page)).toHaveCount(0)
})
