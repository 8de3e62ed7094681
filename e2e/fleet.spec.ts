import { expect, test } from './support/test'
import { DEMO_FLEET } from '../scripts/lib/demo-data.mjs'
import { CHECKED_VIEWPORTS, expectNoSeriousViolations } from './support/axe'
import { dismissQuotePrompt } from './support/marketing'
import { openPage } from './support/pages'

// Requests are intercepted below; a service worker would answer them out of Playwright's sight.
test.use({ serviceWorkers: 'block' })

const FLEET_API = '**/api/collections/fleet/records**'
const available = DEMO_FLEET.filter((vehicle) => vehicle.status === 'available').sort((a, b) => a.axle_count - b.axle_count)

function vehicleWith(axles: number) {
  const vehicle = available.find((candidate) => candidate.axle_count === axles)
  if (!vehicle) throw new Error(`the demo fleet has no available ${axles}-axle vehicle`)
  return vehicle
}

test.beforeEach(async ({ page }) => {
  await dismissQuotePrompt(page)
})

test('lists one tab per available configuration by axle count, the first selected', async ({ page }) => {
  await openPage(page, '/fleet')
  const tabs = page.getByRole('tablist', { name: 'Trailer configurations' }).getByRole('tab')
  await expect(tabs).toHaveText(available.map((vehicle) => `${vehicle.axle_count}-Axle`))
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')

  const card = page.getByRole('tabpanel')
  const first = vehicleWith(5)
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(first.name)
  await expect(card).toContainText("Able to get up to 24' in the well with steerable axles")
  await expect(card).toContainText(first.description ?? '')
  const picture = card.getByRole('img', { name: first.name })
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toHaveAttribute('src', /\/api\/files\/.+thumb=600x0/)
  await expect(picture).toHaveAttribute('srcset', /thumb=600x0 600w, .+thumb=1600x0 1600w/)
})

test('switching tabs, by click or arrow keys, switches the detail card and its capacity text', async ({ page }) => {
  await openPage(page, '/fleet')
  const card = page.getByRole('tabpanel')

  await page.getByRole('tab', { name: '13-Axle', exact: true }).click()
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(vehicleWith(13).name)
  await expect(card).toContainText("Self supporting 80' with steerable axles")

  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: '15-Axle', exact: true })).toBeFocused()
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(vehicleWith(15).name)
  await expect(card).toContainText('Steerable axles configuration')

  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(vehicleWith(19).name)
  await expect(card).toContainText("Self supporting 140'+ with steerable axles")

  await card.getByRole('link', { name: 'Request Quote' }).click()
  await expect(page).toHaveURL('/quote')
})

test('shows the three fleet figures, counting the configurations it lists', async ({ page }) => {
  // Three vehicles listed: the page counts three configurations, not the eight the company states.
  await page.route(FLEET_API, async (route) => {
    const response = await route.fetch()
    const list = (await response.json()) as { items: unknown[]; totalItems: number }
    await route.fulfill({ response, json: { ...list, items: list.items.slice(0, 3), totalItems: 3 } })
  })
  await openPage(page, '/fleet')
  await expect(page.getByRole('tab')).toHaveCount(3)
  for (const [value, label] of [['3', 'Configurations'], ['19', 'Max Axles'], ['300K', 'Max Capacity']]) {
    await expect(page.getByRole('listitem').filter({ hasText: label })).toHaveText(`${value}${label}`)
  }
})

test('two available vehicles with the same axle count each have a tab, named apart', async ({ page }) => {
  await page.route(FLEET_API, async (route) => {
    const response = await route.fetch()
    const list = (await response.json()) as { items: { id: string; name: string }[]; totalItems: number }
    const [first, ...rest] = list.items
    const twin = { ...first!, id: 'twinlowboy00001', name: 'Twin Lowboy' }
    await route.fulfill({ response, json: { ...list, items: [first, twin, ...rest], totalItems: list.totalItems + 1 } })
  })
  await openPage(page, '/fleet')
  const tabs = page.getByRole('tablist', { name: 'Trailer configurations' }).getByRole('tab')
  await expect(tabs).toHaveCount(available.length + 1)
  await expect(tabs.nth(0)).toHaveText(vehicleWith(5).name)
  await expect(tabs.nth(1)).toHaveText('5-Axle Twin Lowboy')

  await tabs.nth(1).click()
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('Twin Lowboy')
})

test('says it is loading while the fleet is on its way', async ({ page }) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(FLEET_API, async (route) => {
    await released
    await route.continue()
  })
  // Moving to the page inside the app (a first visit shows the prerendered loading state).
  await page.goto('/about')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading fleet configurations...' })).toBeVisible()
  release()
  await expect(page.getByRole('tab', { name: '5-Axle', exact: true })).toBeVisible()
  await expect(page.getByText('Loading fleet configurations...')).toHaveCount(0)
})

for (const viewport of CHECKED_VIEWPORTS) {
  test(`has no serious accessibility violations at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(viewport)
    await openPage(page, '/fleet')
    await expect(page.getByRole('tab').first()).toBeVisible()
    await expectNoSeriousViolations(page, '/fleet')
  })
}
