import { expect, test } from './support/test'
import { openPage } from './support/pages'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the estimate stays in view under the header while the sizes and weight are typed', async ({ page }) => {
    await openPage(page, '/quote')
    const line = page.getByText(/^Estimate:/).filter({ visible: true })
    await page.getByLabel('Width (ft)').fill('13')
    const weight = page.getByLabel('Load weight (lb)')
    await weight.fill('150000')
    // The field being typed in, where a phone puts it with its keyboard up: near the top.
    await weight.evaluate((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY - 200
      window.scrollTo({ top, behavior: 'instant' })
    })
    await expect(line).toBeInViewport({ ratio: 1 })
    await expect(line).toContainText('Super heavy')
    const header = (await page.getByRole('banner').boundingBox())!
    const lineBox = (await line.boundingBox())!
    expect(lineBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
    // The line does not cover the field being typed in.
    const weightBox = (await weight.boundingBox())!
    expect(weightBox.y).toBeGreaterThanOrEqual(lineBox.y + lineBox.height)
  })
})

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } })

  test('the estimate sits beside the sizes and weight, in view while they are typed', async ({ page }) => {
    await openPage(page, '/quote')
    const estimate = page.getByRole('region', { name: 'Load class estimate' })
    const weight = page.getByLabel('Load weight (lb)')
    await page.getByLabel('Length (ft)').fill('95')
    await weight.fill('250000')
    await weight.scrollIntoViewIfNeeded()
    await expect(estimate).toBeInViewport()
    const [estimateBox, weightBox] = [(await estimate.boundingBox())!, (await weight.boundingBox())!]
    expect(estimateBox.x).toBeGreaterThan(weightBox.x + weightBox.width)
    await expect(estimate).toContainText('Ultra heavy')
    await expect(estimate.getByRole('listitem').filter({ hasText: /escort/i })).toHaveCount(1)
  })
})

test('screen readers hear the class when it changes, not every keystroke', async ({ page }) => {
  await openPage(page, '/quote')
  const announcement = page.getByRole('status').filter({ hasText: 'Load class estimate' })
  await page.getByLabel('Width (ft)').fill('9')
  await expect(announcement).toHaveText('Load class estimate: Oversize load')
  await page.getByLabel('Width (ft)').fill('10')
  await expect(announcement).toHaveText('Load class estimate: Oversize load')
  await expect(announcement).toHaveAttribute('aria-live', 'polite')
})
