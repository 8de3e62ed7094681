import { expect, test } from './support/test'
import { authenticate, demoAdmin, openSignedIn, registerUser } from './support/session'

test('signed out, the header offers Sign In', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
  await expect(header.getByRole('button', { name: 'Sign Out' })).toHaveCount(0)
  await expect(header.getByRole('link', { name: 'My Profile' })).toHaveCount(0)
})

test('signed-in pages send a signed-out visitor to sign in first', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard/)
  await page.goto('/admin/quotes')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin%2Fquotes/)
})

test.describe('a carrier', () => {
  // A service worker taking control reloads the routes, which would hide a guard that is
  // never asked again once the restored session is confirmed.
  test.use({ serviceWorkers: 'block' })

  test('sees Sign Out and My Profile but no Admin link, and cannot open /admin', async ({ page, request }) => {
    const carrier = await registerUser(request, 'carrier')
    await openSignedIn(page, await authenticate(request, carrier), '/')

    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0)

    await header.getByRole('link', { name: 'My Profile' }).click()
    await expect(page).toHaveURL('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey Carrier!')

    await page.goto('/admin')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toBeVisible()
  })
})

test.describe('the demo admin', () => {
  test('sees the Admin link, which opens the back office', async ({ page, request }) => {
    await openSignedIn(page, await authenticate(request, demoAdmin), '/about')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'My Profile' })).toBeVisible()

    await header.getByRole('link', { name: 'Admin' }).click()
    // /admin is the dashboard's address too: it redirects there.
    await expect(page).toHaveURL('/admin/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard')
    const sidebar = page.getByRole('navigation', { name: 'Admin' })
    await sidebar.getByRole('link', { name: 'Quotes' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote Management')
  })

  test('signing out shows the toast and the Sign In link again', async ({ page, request }) => {
    await openSignedIn(page, await authenticate(request, demoAdmin), '/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()

    const toast = page.getByRole('alert').filter({ hasText: 'Signed Out' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('You have been successfully signed out')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
    expect(await page.evaluate(() => window.localStorage.getItem('pocketbase_auth'))).toBeNull()
  })

  test('signing out of a page that needs a session goes to the home page', async ({ page, request }) => {
    await openSignedIn(page, await authenticate(request, demoAdmin), '/quotes')
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Signed Out' })).toBeVisible()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  })
})
