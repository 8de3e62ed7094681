import { expect, test, type Page } from './support/test'
import { authenticate, openSignedIn, registerUser, type Credentials } from './support/session'

async function signInThroughForm(page: Page, { email, password }: Credentials) {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

// On a phone the chip shows the first name only.
const chip = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Casey( Carrier)? \(My Profile\)$/ })

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width}×${viewport.height} the header shows who is signed in, and leads to their dashboard`, async ({ page, request }) => {
    await page.setViewportSize(viewport)
    const carrier = await registerUser(request, 'carrier')
    await openSignedIn(page, await authenticate(request, carrier), '/about')

    await expect(chip(page)).toBeInViewport({ ratio: 1 })
    await expect(chip(page)).toContainText('Casey')
    const box = await chip(page).boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(44)
    // Every control of the header stays on screen beside it, the menu button last.
    for (const control of await page.getByRole('banner').getByRole('button').or(page.getByRole('banner').getByRole('link')).all()) {
      if (await control.isVisible()) await expect(control).toBeInViewport({ ratio: 1 })
    }
    await chip(page).click()
    await expect(page).toHaveURL('/dashboard')
  })
}

test('signing in returns to the page asked for', async ({ page, request }) => {
  const broker = await registerUser(request, 'freight_broker')
  await page.goto('/quotes')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fquotes$/)
  await signInThroughForm(page, broker)
  await expect(page).toHaveURL('/quotes')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Quotes')
})

test("the dashboard's main button is the role's main task", async ({ page, request }) => {
  const broker = await registerUser(request, 'freight_broker')
  await openSignedIn(page, await authenticate(request, broker), '/dashboard')
  const links = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link')
  await expect(links.first()).toBeVisible()
  const [main, ...others] = await links.all()
  await expect(main!).toHaveText('Track Quotes')
  await expect(main!).toHaveAttribute('data-variant', 'filled')
  for (const other of others) await expect(other).not.toHaveAttribute('data-variant', 'filled')
})
