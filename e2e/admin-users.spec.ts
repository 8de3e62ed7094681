import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test'
import { settleAnimations } from './support/animations'
import { expectNoSeriousViolations } from './support/axe'
import { mailedLink } from './support/mailbox'
import { authenticate, demoAdmin, openSignedIn, type AuthResponse } from './support/session'
import { toast, uniqueName } from './support/submissions'

interface StoredUser {
  id: string
  email: string
  first_name: string
  last_name: string
  roles: string[]
}

// Sign-ins are rate limited: one admin session serves the whole file.
let adminSession: AuthResponse | undefined
const admin = async (request: APIRequestContext) => (adminSession ??= await authenticate(request, demoAdmin))

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

/** An account added by an admin through the API, as another admin's client would. */
async function addUserOnServer(request: APIRequestContext, roles: string[] = ['carrier']): Promise<StoredUser> {
  const { token } = await admin(request)
  const response = await request.post('/api/admin/users', {
    headers: { Authorization: token },
    data: { email: uniqueEmail('listed'), first_name: uniqueName('Pat'), last_name: 'Lister', company_name: 'Lister Rigging', roles },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as StoredUser
}

async function userOnServer(request: APIRequestContext, id: string): Promise<StoredUser | null> {
  const { token } = await admin(request)
  const response = await request.get(`/api/collections/users/records/${id}`, { headers: { Authorization: token } })
  if (response.status() === 404) return null
  expect(response.ok()).toBe(true)
  return (await response.json()) as StoredUser
}

async function removeUser(request: APIRequestContext, user: StoredUser) {
  const { token } = await admin(request)
  await request.delete(`/api/collections/users/records/${user.id}`, { headers: { Authorization: token } })
}

async function openUsers(page: Page, request: APIRequestContext) {
  await openSignedIn(page, await admin(request), '/admin/users')
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
}

/** Searches the list for `search` and gives the one entry (table row or phone card) holding `shown`. */
async function findUser(page: Page, search: string, shown = search): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search name, e-mail or company' }).fill(search)
  const entry = page.locator('tbody tr, ul[aria-label="Users"] > li').filter({ hasText: shown })
  await expect(entry).toHaveCount(1)
  return entry
}

const userDialog = (page: Page, name: string) => page.getByRole('dialog', { name })

test.describe('on a tablet (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } })

  test('lists accounts with their roles, verified state and join date, found by name, e-mail or company and by role', async ({ page, request }) => {
    const listed = await addUserOnServer(request, ['driver', 'pilot_car'])
    try {
      await openUsers(page, request)
      const table = page.getByRole('table', { name: 'Users' })
      await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Roles', 'Verified', 'Joined', 'Actions'])

      const row = await findUser(page, listed.email)
      await expect(row).toContainText(`${listed.first_name} Lister`)
      await expect(row.getByText('Driver', { exact: true })).toBeVisible()
      await expect(row.getByText('Pilot Car', { exact: true })).toBeVisible()
      await expect(row).toContainText('Unverified')
      await expect(row).toContainText(new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }))
      await findUser(page, `${listed.first_name.split(' ')[1]} rigging`, listed.email)

      await page.getByRole('searchbox', { name: 'Search name, e-mail or company' }).fill('')
      await page.getByRole('radiogroup', { name: 'Role' }).getByText('Admin', { exact: true }).click()
      await expect(table.getByRole('row').filter({ hasText: demoAdmin.email })).toHaveCount(1)
      await expect(table.getByRole('row').filter({ hasText: listed.email })).toHaveCount(0)
      await page.getByRole('radiogroup', { name: 'Role' }).getByText('Driver', { exact: true }).click()
      await expect(table.getByRole('row').filter({ hasText: listed.email })).toHaveCount(1)
      await expectNoSeriousViolations(page, 'admin users')
    } finally {
      await removeUser(request, listed)
    }
  })

  test('Add User creates the account and mails its owner a link to set a password', async ({ page, request, browser }) => {
    test.slow()
    await openUsers(page, request)
    await page.getByRole('button', { name: 'Add User' }).click()
    const dialog = userDialog(page, 'Add User')
    await expect(dialog).toContainText('The new user gets an e-mail with a link to set their password.')
    await dialog.getByRole('button', { name: 'Add User' }).click()
    await expect(dialog.getByText('Choose at least one role')).toBeVisible()
    await expect(dialog.getByLabel('Email')).toBeFocused()
    await expectNoSeriousViolations(page, 'add user dialog', { include: '[role="dialog"]' })

    // An address that already has an account is refused by the server, beside the field.
    await dialog.getByLabel('Email').fill(demoAdmin.email)
    await dialog.getByLabel('First Name').fill('Robin')
    await dialog.getByLabel('Last Name').fill('Newhire')
    await dialog.getByRole('checkbox', { name: 'Driver' }).check()
    await dialog.getByRole('button', { name: 'Add User' }).click()
    await expect(dialog.getByText('This e-mail already has an account')).toBeVisible()
    await expect(toast(page, 'Add Failed')).toBeVisible()

    const email = uniqueEmail('added')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Company').fill('Newhire Hauling')
    await dialog.getByRole('button', { name: 'Add User' }).click()
    await expect(toast(page, 'User Added')).toContainText(`An e-mail with a link to set a password was sent to ${email}.`)
    await expect(dialog).toBeHidden()
    const row = await findUser(page, email)
    await expect(row).toContainText('Robin Newhire')
    await expect(row).toContainText('Unverified')

    // The new user chooses a password through the mailed link, and can sign in with it.
    const link = await mailedLink(request, email, '/auth/reset')
    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto(link)
    await visitor.getByRole('textbox', { name: 'New password', exact: true }).fill('robin-first-pass-1')
    await visitor.getByRole('textbox', { name: 'Confirm new password' }).fill('robin-first-pass-1')
    await visitor.getByRole('button', { name: 'Set new password' }).click()
    await expect(visitor.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible()
    const session = await authenticate(request, { email, password: 'robin-first-pass-1' })
    await visitor.context().close()
    await removeUser(request, session.record as unknown as StoredUser)
  })

  test('an edit saves the profile and a role change', async ({ page, request }) => {
    const listed = await addUserOnServer(request, ['carrier'])
    try {
      await openUsers(page, request)
      const row = await findUser(page, listed.email)
      await row.getByRole('button', { name: /^Edit / }).click()
      const dialog = userDialog(page, 'Edit User')
      await expect(dialog.getByLabel('Email')).toHaveValue(listed.email)
      await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '')
      await expect(dialog.getByText('Primary role: Carrier')).toBeVisible()
      await dialog.getByLabel('Phone').fill('(937) 555-0177')
      await dialog.getByRole('checkbox', { name: 'Driver' }).check()
      await dialog.getByRole('checkbox', { name: 'Carrier' }).uncheck()
      await expect(dialog.getByText('Primary role: Driver')).toBeVisible()
      await expectNoSeriousViolations(page, 'edit user dialog', { include: '[role="dialog"]' })
      await dialog.getByRole('button', { name: 'Save Changes' }).click()

      await expect(toast(page, 'User Updated')).toContainText('User information has been updated successfully.')
      await expect(dialog).toBeHidden()
      await expect(row.getByText('Driver', { exact: true })).toBeVisible()
      await expect(row.getByText('Carrier', { exact: true })).toHaveCount(0)
      expect(await userOnServer(request, listed.id)).toMatchObject({ roles: ['driver'], phone: '(937) 555-0177' })
    } finally {
      await removeUser(request, listed)
    }
  })

  test('the server keeps the admin role on the admin, and the refusal shows beside the roles', async ({ page, request }) => {
    await openUsers(page, request)
    const row = await findUser(page, demoAdmin.email)
    await expect(row.getByText('You', { exact: true })).toBeVisible()
    await row.getByRole('button', { name: /^Edit / }).click()
    const dialog = userDialog(page, 'Edit User')
    await dialog.getByRole('checkbox', { name: 'Admin' }).uncheck()
    await dialog.getByRole('checkbox', { name: 'Carrier' }).check()
    await dialog.getByRole('button', { name: 'Save Changes' }).click()

    await expect(dialog.getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription(/You cannot remove the admin role from your own account/)
    await expect(toast(page, 'Update Failed')).toContainText('Failed to update user information.')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(row.getByText('Admin', { exact: true })).toBeVisible()
    const { record } = await admin(request)
    expect((await userOnServer(request, String(record.id)))?.roles).toContain('admin')
  })

  test('delete asks first, and is not offered on the own account', async ({ page, request }) => {
    const listed = await addUserOnServer(request)
    try {
      await openUsers(page, request)
      const own = await findUser(page, demoAdmin.email)
      await expect(own.getByRole('button', { name: /^Delete/ })).toBeDisabled()

      const row = await findUser(page, listed.email)
      await row.getByRole('button', { name: /^Delete / }).click()
      const confirm = page.getByRole('dialog', { name: 'Delete User' })
      await expect(confirm).toContainText('Are you sure you want to delete this user? This action cannot be undone.')
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()
      expect(await userOnServer(request, listed.id)).not.toBeNull()

      await row.getByRole('button', { name: /^Delete / }).click()
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(toast(page, 'User Deleted')).toContainText('User has been deleted successfully.')
      await expect(row).toHaveCount(0)
      expect(await userOnServer(request, listed.id)).toBeNull()
    } finally {
      await removeUser(request, listed)
    }
  })
})

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('users show as cards, and the edit dialog fills the screen', async ({ page, request }) => {
    const listed = await addUserOnServer(request, ['freight_broker'])
    try {
      await openUsers(page, request)
      // The admin's own card carries the most badges: verified, and the admin role.
      const own = await findUser(page, demoAdmin.email)
      await expect(own.locator('[data-status="verified"]')).toBeVisible()
      await expectNoSeriousViolations(page, 'admin users on a phone')

      const card = await findUser(page, listed.email)
      await expect(card).toContainText(`${listed.first_name} Lister`)
      await expect(card.getByText('Freight Broker', { exact: true })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)

      await card.getByRole('button', { name: /^Edit / }).click()
      const dialog = userDialog(page, 'Edit User')
      await expect(dialog).toBeVisible()
      // Measured once it has opened: mid-transition it is drawn smaller.
      await settleAnimations(page)
      const box = await dialog.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(370)
      await dialog.getByLabel('Company').fill('Lister Heavy')
      await dialog.getByRole('button', { name: 'Save Changes' }).click()
      await expect(toast(page, 'User Updated')).toBeVisible()
      await expect(card.getByRole('button', { name: /^Edit / })).toBeFocused()
    } finally {
      await removeUser(request, listed)
    }
  })
})
