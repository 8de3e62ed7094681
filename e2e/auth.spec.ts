import { expect, test, type Page } from './support/test'
import { mailedLink } from './support/mailbox'
import { authenticate, openSignedIn, registerUser, type Credentials } from './support/session'
import { toast } from './support/submissions'

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

async function signInThroughForm(page: Page, { email, password }: Credentials) {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

test('the Register tab and what was typed in it, but the password, come back after another page and Back', async ({ page }) => {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  const form = page.getByRole('form', { name: 'Create an account' })
  await form.getByLabel('First Name').fill('Riley')
  await form.getByLabel('Email').fill('riley@example.test')
  await form.getByRole('radio', { name: 'Freight Broker' }).check()
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not-kept-123')

  await page.goto('/privacy')
  await page.goBack()
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true')
  await expect(form.getByLabel('First Name')).toHaveValue('Riley')
  await expect(form.getByLabel('Email')).toHaveValue('riley@example.test')
  await expect(form.getByRole('radio', { name: 'Freight Broker' })).toBeChecked()
  await expect(form.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('')
})

test('registering with an e-mail already in use says so once, beside the field, and keeps what was typed', async ({ page, request }) => {
  const existing = await registerUser(request, 'carrier')
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  const form = page.getByRole('form', { name: 'Create an account' })
  await form.getByLabel('First Name').fill('Riley')
  await form.getByLabel('Last Name').fill('Stone')
  await form.getByLabel('Email').fill(existing.email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('another-pass-123')
  await form.getByRole('button', { name: 'Create account' }).click()

  const email = form.getByLabel('Email')
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription(/An account with this email already exists\./)
  await expect(form.getByText('An account with this email already exists.')).toHaveCount(1)
  await expect(form.getByLabel('First Name')).toHaveValue('Riley')
  await expect(email).toHaveValue(existing.email)
})

test('a carrier registers, follows the verification link, signs in and sees their dashboard', async ({ page, request }) => {
  test.slow()
  await page.clock.install()
  const account = { email: uniqueEmail('carrier'), password: 'carrier-pass-123' }
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ironbridge Heavy Haul')
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('tab', { name: 'Register' }).click()
  const form = page.getByRole('form', { name: 'Create an account' })
  await expect(form.getByText('Register to request quotes and track shipments')).toBeVisible()
  await expect(form.getByRole('radio', { name: 'Carrier' })).toBeChecked()
  await form.getByLabel('First Name').fill('Riley')
  await form.getByLabel('Last Name').fill('Stone')
  await form.getByLabel('Email').fill(account.email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password)
  await form.getByRole('button', { name: 'Create account' }).click()

  // In place of the form, where the link went, for as long as the visitor needs it.
  const inbox = page.getByRole('heading', { name: 'Check your inbox' })
  await expect(inbox).toBeFocused()
  await expect(page.getByRole('tabpanel')).toContainText(`We sent a link to confirm your e-mail address to ${account.email}`)
  await expect(form).toHaveCount(0)
  await mailedLink(request, account.email, '/auth/verify')
  // The server mails a link at most every 2 minutes: Send again waits until it would.
  const sendAgain = page.getByRole('button', { name: 'Send again' })
  await expect(sendAgain).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'you can ask for another link from' })).toBeVisible()
  await page.clock.fastForward('02:01')
  await sendAgain.click()
  await expect(page.getByRole('status').filter({ hasText: 'Sent again at' })).toBeVisible()
  await expect(sendAgain).toBeDisabled()
  // Sign in leads to the sign-in form with the new address filled in.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveValue(account.email)

  await page.goto(await mailedLink(request, account.email, '/auth/verify'))
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible()
  await page.getByRole('link', { name: 'Sign In' }).last().click()

  // Nothing asked for: signing in lands on the dashboard.
  await signInThroughForm(page, account)
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Riley Stone!')
  await expect(page.getByText('Carrier', { exact: true })).toBeVisible()
  const actions = page.getByRole('region', { name: 'Quick Actions' })
  await expect(actions.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/quote')
  await expect(actions.getByRole('link', { name: 'View Our Fleet' })).toHaveAttribute('href', '/fleet')
  await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0)

  // The link works once.
  await page.goto(await mailedLink(request, account.email, '/auth/verify'))
  await expect(page.getByRole('heading', { name: 'This link was already used' })).toBeVisible()
})

test('a failed sign-in is shown once, in the form, not again in a toast, and the focus stays on the form', async ({ page }) => {
  await page.goto('/auth')
  await signInThroughForm(page, { email: uniqueEmail('nobody'), password: 'wrong-password' })
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Invalid email or password.')
  await expect(page.getByText('Invalid email or password.')).toHaveCount(1)
  await expect(toast(page, 'Login Error')).toHaveCount(0)
  // The pressed button, disabled while it waited, has the focus again: a keyboard user goes on from it.
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' })).toBeFocused()
})

test('a signed-out visitor of /dashboard signs in and comes back, then signs out', async ({ page, request }) => {
  test.slow()
  const broker = await registerUser(request, 'freight_broker')
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/)

  await signInThroughForm(page, broker)
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey Carrier!')

  // History was replaced: going back does not return to the sign-in screen.
  await page.goBack()
  await expect(page).not.toHaveURL(/\/auth/)

  await page.goto('/auth')
  await expect(page).toHaveURL('/dashboard')

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
  await expect(toast(page, 'Signed Out')).toContainText('You have been successfully signed out')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
})

test('a forgotten password is replaced through the mailed link, which works once', async ({ page, request }) => {
  test.slow()
  const user = await registerUser(request, 'pilot_car')
  await page.goto('/auth')
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(user.email)
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const form = page.getByRole('form', { name: 'Reset your password' })
  await expect(form.getByLabel('Email')).toHaveValue(user.email)
  await form.getByRole('button', { name: 'Send reset link' }).click()
  await expect(form.getByRole('status')).toContainText(`If an account exists for ${user.email}`)

  const resetLink = await mailedLink(request, user.email, '/auth/reset')
  await page.goto(resetLink)
  const newPassword = 'a-new-pass-456'
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible()
  await authenticate(request, { email: user.email, password: newPassword })

  await page.goto(resetLink)
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-pass-789')
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('another-pass-789')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('form', { name: 'Choose a new password' }).getByRole('alert')).toContainText('invalid or has expired')
  // Told once, in the form, not again in a toast.
  await expect(page.getByText(/invalid or has expired/)).toHaveCount(1)
})

test('a sign-in and a sign-out in another tab are followed in this one', async ({ page, context, request }) => {
  const carrier = await registerUser(request, 'carrier')
  const other = await context.newPage()
  await other.goto('/about')
  const otherHeader = other.getByRole('banner')
  await expect(otherHeader.getByRole('link', { name: 'Sign In' })).toBeVisible()

  await openSignedIn(page, await authenticate(request, carrier), '/about')
  await expect(otherHeader.getByRole('button', { name: 'Sign Out' })).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
  await expect(otherHeader.getByRole('link', { name: 'Sign In' })).toBeVisible()
})

test.describe('a restored session', () => {
  // Without a service worker, every read the page makes reaches the network and is counted.
  test.use({ serviceWorkers: 'block' })

  test('is confirmed without loading the page a second time', async ({ page, request }) => {
    const carrier = await authenticate(request, await registerUser(request, 'carrier'))
    const fleetReads: string[] = []
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/collections/fleet/records') fleetReads.push(sent.url())
    })
    const confirmed = page.waitForResponse((response) => response.url().includes('/api/collections/users/auth-refresh'))

    await openSignedIn(page, carrier, '/fleet')
    expect((await confirmed).ok()).toBe(true)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(fleetReads).toHaveLength(1)
  })
})
