import { expect, test, type Page } from './support/test'
import { expectNoSeriousViolations } from './support/axe'
import { authenticate, demoAdmin, openSignedIn, registerUser } from './support/session'
import { toast } from './support/submissions'

const quickActions = (page: Page) => page.getByRole('region', { name: 'Quick Actions' })

/** The role's shortcuts, Contact Support, and My Quotes where no shortcut leads to /quotes. */
async function expectQuickActions(page: Page, expected: [string, string][]) {
  const shortcutsLeadToQuotes = expected.some(([, href]) => href === '/quotes')
  const links = quickActions(page).getByRole('link')
  await expect(links).toHaveCount(expected.length + (shortcutsLeadToQuotes ? 1 : 2))
  for (const [label, href] of expected) {
    await expect(quickActions(page).getByRole('link', { name: label })).toHaveAttribute('href', href)
  }
  await expect(quickActions(page).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact')
  await expect(quickActions(page).getByRole('link', { name: 'My Quotes' })).toHaveCount(shortcutsLeadToQuotes ? 0 : 1)
}

test('a broker sees their badge, profile details with fallbacks, and broker quick actions', async ({ page, request }) => {
  test.slow()
  const broker = await registerUser(request, 'freight_broker')
  await openSignedIn(page, await authenticate(request, broker), '/dashboard')

  // A new account's first visit: no "back".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey Carrier!')
  await expect(page.getByText('Freight Broker', { exact: true })).toBeVisible()
  const details = page.getByRole('region', { name: 'Profile Details' })
  await expect(details).toContainText(broker.email)
  await expect(details.getByText('Not provided')).toHaveCount(2)
  await expect(details).toContainText(new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' }))
  await expect(details.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile')
  await expectQuickActions(page, [
    ['Track Quotes', '/quotes'],
    ['Submit Load', '/quote'],
  ])
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0)
  await expectNoSeriousViolations(page, 'dashboard')

  // Not verified yet: the notice mails the link again.
  await page.getByRole('button', { name: 'Send the link again' }).click()
  await expect(toast(page, 'Verification Email Sent')).toContainText(broker.email)
})

test('the admin sees the Admin link and the admin quick actions', async ({ page, request }) => {
  await openSignedIn(page, await authenticate(request, demoAdmin), '/dashboard')
  await expect(page.getByRole('main').getByText('Admin', { exact: true })).toBeVisible()
  await expectQuickActions(page, [
    ['Admin Panel', '/admin'],
    ['Request Quote', '/quote'],
  ])
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible()
})

test('a carrier opening /admin lands on the home page with the Access Denied toast', async ({ page, request }) => {
  const carrier = await registerUser(request, 'carrier')
  await openSignedIn(page, await authenticate(request, carrier), '/dashboard')
  await expectQuickActions(page, [
    ['Request Quote', '/quote'],
    ['View Our Fleet', '/fleet'],
  ])
  await expect(quickActions(page).getByRole('link', { name: 'My Quotes' })).toHaveAttribute('href', '/quotes')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0)

  await page.goto('/admin/users')
  await expect(page).toHaveURL('/')
  await expect(toast(page, 'Access Denied')).toContainText("You don't have admin privileges.")
})

test("a pilot car operator's quick actions lead to Escort Jobs and availability; a driver's page says Access Denied", async ({ page, request }) => {
  const pilot = await registerUser(request, 'pilot_car')
  await openSignedIn(page, await authenticate(request, pilot), '/dashboard')
  await expectQuickActions(page, [
    ['Escort Jobs', '/escorts'],
    ['Update Availability', '/profile'],
  ])
  await quickActions(page).getByRole('link', { name: 'Escort Jobs' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escort Jobs')
  // The jobs page says what offers follow, and leads to it.
  await page.getByRole('link', { name: 'Update availability' }).click()
  await expect(page).toHaveURL('/profile#availability')
  await expect(page.getByRole('heading', { name: 'Availability and Certifications' })).toBeInViewport()
  await page.goto('/dashboard')
  await quickActions(page).getByRole('link', { name: 'Update Availability' }).click()
  await expect(page.getByRole('heading', { name: 'Availability and Certifications' })).toBeVisible()

  await page.goto('/loads/assigned')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied')
  await expect(page.getByText("You don't have the required permissions to access this page.")).toBeVisible()
})

test('editing the profile updates the dashboard', async ({ page, request }) => {
  test.slow()
  const carrier = await registerUser(request, 'carrier')
  await openSignedIn(page, await authenticate(request, carrier), '/profile')

  const form = page.getByRole('form', { name: 'Personal details' })
  await expect(form.getByLabel('First Name')).toHaveValue('Casey')
  await expectNoSeriousViolations(page, 'profile')
  await form.getByLabel('First Name').fill('Jordan')
  await form.getByLabel('Last Name').fill('')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByLabel('Last Name')).toHaveAccessibleDescription('Required')

  await form.getByLabel('Last Name').fill('Reyes')
  await form.getByLabel('Phone').fill('(937) 555-0123')
  await form.getByLabel('Company').fill('Reyes Hauling')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Profile Updated')).toBeVisible()

  await page.getByRole('link', { name: 'Back to My Profile' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jordan Reyes!')
  const details = page.getByRole('region', { name: 'Profile Details' })
  await expect(details).toContainText('(937) 555-0123')
  await expect(details).toContainText('Reyes Hauling')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Jordan Reyes!')
})

test('leaving the profile with unsaved changes asks first; signing out does not', async ({ page, request }) => {
  const carrier = await registerUser(request, 'carrier')
  await openSignedIn(page, await authenticate(request, carrier), '/profile')
  const company = page.getByRole('form', { name: 'Personal details' }).getByLabel('Company')
  await company.fill('Reyes Hauling')
  const question = page.getByRole('dialog', { name: 'Leave this page?' })

  await page.getByRole('link', { name: 'Back to My Profile' }).click()
  await question.getByRole('button', { name: 'Keep editing' }).click()
  await expect(question).toBeHidden()
  await expect(page).toHaveURL('/profile')
  await expect(company).toHaveValue('Reyes Hauling')

  // A reload would lose it too: the browser asks.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type())
      void dialog.dismiss()
    })
  })
  await page.evaluate(() => window.location.reload())
  expect(await asked).toBe('beforeunload')
  await expect(company).toHaveValue('Reyes Hauling')

  await page.getByRole('link', { name: 'Back to My Profile' }).click()
  await question.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('region', { name: 'Profile Details' })).not.toContainText('Reyes Hauling')

  // Once signed out nothing could be saved: Sign Out goes home without the question.
  await page.goto('/profile')
  await company.fill('Reyes Hauling')
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(question).toHaveCount(0)
})

test('a user changes their password and deletes their account after confirming', async ({ page, request }) => {
  test.slow()
  const carrier = await registerUser(request, 'carrier')
  await openSignedIn(page, await authenticate(request, carrier), '/profile')

  const passwordForm = page.getByRole('form', { name: 'Change password' })
  await passwordForm.getByRole('textbox', { name: 'Current password' }).fill(carrier.password)
  await passwordForm.getByRole('textbox', { name: 'New password', exact: true }).fill('changed-pass-123')
  await passwordForm.getByRole('textbox', { name: 'Confirm new password' }).fill('changed-pass-123')
  await passwordForm.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(page, 'Password Changed')).toBeVisible()
  // Still signed in, with the session renewed under the new password.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile')

  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete Account' })
  await expect(dialog).toContainText('This action cannot be undone.')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Delete my account' }).click()
  await page.getByRole('dialog', { name: 'Delete Account' }).getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Account Deleted')).toBeVisible()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  const signIn = await request.post('/api/collections/users/auth-with-password', {
    data: { identity: carrier.email, password: 'changed-pass-123' },
  })
  expect(signIn.status()).toBe(400)
})
