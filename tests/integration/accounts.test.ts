import { beforeAll, describe, expect, inject, it } from 'vitest'
import { mailedNotice, mailedText, mailedToken } from './accounts-mailbox'
import {
  TEST_PASSWORD,
  admin,
  anonymous,
  createUser,
  quoteInput,
  statusOf,
  superuser,
  uniqueEmail,
  type SignedInUser,
} from './helpers'

const NEW_PASSWORD = 'a-brand-new-password-456'
const PASSWORD_CHANGED = 'The password of your Ironbridge Heavy Haul account was changed'

describe('e-mail verification', () => {
  const email = uniqueEmail('verify')
  let token: string

  beforeAll(async () => {
    const visitor = anonymous()
    await visitor.collection('users').create({
      email,
      password: TEST_PASSWORD,
      passwordConfirm: TEST_PASSWORD,
      first_name: 'Vera',
      last_name: 'Fields',
      roles: ['freight_broker'],
    })
    await visitor.collection('users').requestVerification(email)
    token = await mailedToken(email, '/auth/verify')
  })

  it('mails a link to our /auth/verify page whose token verifies the account once', async () => {
    const visitor = anonymous()
    expect(await statusOf(visitor.collection('users').confirmVerification(token))).toBe(200)
    const su = await superuser()
    const record = await su.collection('users').getFirstListItem(su.filter('email = {:email}', { email }))
    expect(record.verified).toBe(true)

    expect(await statusOf(visitor.collection('users').confirmVerification(token))).toBe(400)
  })

  it('has a plain-text part that reads the link as words and an address, not Markdown', async () => {
    const text = await mailedText(email, '/auth/verify')
    expect(text).toMatch(new RegExp(`^Confirm my e-mail: ${inject('pbUrl')}/auth/verify\\?token=[\\w.-]+$`, 'm'))
    expect(text).not.toMatch(/\[[^\]]*\]\(/)
    expect(text).not.toMatch(/<[a-z]/i)
  })

  it('refuses a forged token', async () => {
    const forged = `${token.split('.').slice(0, 2).join('.')}.forged-signature`
    expect(await statusOf(anonymous().collection('users').confirmVerification(forged))).toBe(400)
  })
})

describe('password reset', () => {
  let user: SignedInUser

  beforeAll(async () => {
    user = await createUser()
  })

  it('mails a link to our /auth/reset page whose token sets a new password once', async () => {
    expect(await statusOf(user.client.collection('users').getOne(user.record.id))).toBe(200)
    const visitor = anonymous()
    await visitor.collection('users').requestPasswordReset(user.record.email)
    const token = await mailedToken(user.record.email, '/auth/reset')

    await visitor.collection('users').confirmPasswordReset(token, NEW_PASSWORD, NEW_PASSWORD)
    const signedIn = await anonymous().collection('users').authWithPassword(user.record.email, NEW_PASSWORD)
    expect(signedIn.record.id).toBe(user.record.id)
    expect(await statusOf(anonymous().collection('users').authWithPassword(user.record.email, TEST_PASSWORD))).toBe(400)

    const reused = visitor.collection('users').confirmPasswordReset(token, TEST_PASSWORD, TEST_PASSWORD)
    expect(await statusOf(reused)).toBe(400)

    const text = await mailedText(user.record.email, '/auth/reset')
    expect(text).toMatch(new RegExp(`^Choose a new password: ${inject('pbUrl')}/auth/reset\\?token=[\\w.-]+$`, 'm'))
    expect(text).not.toMatch(/\[[^\]]*\]\(/)
  })

  it('ends the sessions that were open before the reset', async () => {
    expect(await statusOf(user.client.collection('users').getOne(user.record.id))).toBe(404)
  })

  it('tells the holder that the password was changed', async () => {
    const text = await mailedNotice(user.record.email, PASSWORD_CHANGED)
    expect(text).toContain('The password of your Ironbridge Heavy Haul account was just changed.')
    expect(text).toMatch(/If it was not, choose a new password now/)
  })
})

describe('a password changed on the profile', () => {
  it('is told to the holder', async () => {
    const { record, client } = await createUser()
    await client.collection('users').update(record.id, { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })
    expect(await mailedNotice(record.email, PASSWORD_CHANGED)).toContain('was just changed')
  })
})

describe('e-mail change', () => {
  it('mails the new address a link to /auth/confirm-email-change whose token, with the password, works once', async () => {
    const { record, client } = await createUser()
    const newEmail = uniqueEmail('moved')
    await client.collection('users').requestEmailChange(newEmail)
    const token = await mailedToken(newEmail, '/auth/confirm-email-change')

    const visitor = anonymous()
    expect(await statusOf(visitor.collection('users').confirmEmailChange(token, 'wrong-password'))).toBe(400)
    await visitor.collection('users').confirmEmailChange(token, TEST_PASSWORD)
    const signedIn = await anonymous().collection('users').authWithPassword(newEmail, TEST_PASSWORD)
    expect(signedIn.record).toMatchObject({ id: record.id, email: newEmail, verified: true })

    expect(await statusOf(visitor.collection('users').confirmEmailChange(token, TEST_PASSWORD))).toBe(400)

    // The old address hears of it: a thief who changed it would otherwise go unnoticed.
    const notice = await mailedNotice(record.email, 'The e-mail address of your Ironbridge Heavy Haul account was changed')
    expect(notice).toContain(`Your Ironbridge Heavy Haul account now uses ${newEmail} instead of this address.`)
  })
})

describe('what a signed-in user can read', () => {
  let owner: SignedInUser
  let other: SignedInUser
  let ownQuoteId: string

  beforeAll(async () => {
    owner = await createUser({ roles: ['freight_broker'] })
    other = await createUser()
    ownQuoteId = (await owner.client.collection('quotes').create(quoteInput({ user: other.record.id }))).id
    await anonymous().collection('quotes').create(quoteInput())
  })

  it('a quote submitted while signed in belongs to the submitter, whatever owner was sent', async () => {
    const stored = await (await superuser()).collection('quotes').getOne(ownQuoteId)
    expect(stored.user).toBe(owner.record.id)
  })

  it('lists and opens only their own quotes', async () => {
    const own = await owner.client.collection('quotes').getFullList()
    expect(own.map((quote) => quote.id)).toEqual([ownQuoteId])
    expect(await other.client.collection('quotes').getFullList()).toEqual([])
    expect(await statusOf(other.client.collection('quotes').getOne(ownQuoteId))).toBe(404)
  })

  it("cannot open another user's profile", async () => {
    expect(await statusOf(other.client.collection('users').getOne(owner.record.id))).toBe(404)
  })
})

describe('deleting an account', () => {
  it('an admin cannot delete their own account, another admin can', async () => {
    const second = await createUser({ roles: ['admin'] })
    expect(await statusOf(second.client.collection('users').delete(second.record.id))).toBe(400)
    expect(await statusOf((await admin()).collection('users').delete(second.record.id))).toBe(200)
  })
})

describe('e-mail addresses whatever their letter case', () => {
  const typed = uniqueEmail('Casey').replace('@test.local', '@Example.TEST')
  const signUp = (email: string) =>
    anonymous()
      .collection('users')
      .create({ email, password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD, first_name: 'Casey', last_name: 'Case', roles: ['freight_broker'] })

  beforeAll(async () => {
    await signUp(typed)
  })

  it('signs in with the address in other letters, as a phone keyboard capitalises it', async () => {
    const signedIn = await anonymous().collection('users').authWithPassword(typed.toLowerCase(), TEST_PASSWORD)
    expect(signedIn.record.email).toBe(typed)
    expect(await statusOf(anonymous().collection('users').authWithPassword(typed.toUpperCase(), TEST_PASSWORD))).toBe(200)
  })

  it('refuses a second account for the same mailbox spelt in other letters', async () => {
    const refused = await signUp(typed.toLowerCase()).catch((error: unknown) => error)
    expect(refused).toMatchObject({ status: 400, response: { data: { email: { code: 'validation_not_unique' } } } })
    const su = await superuser()
    const same = await su.collection('users').getFullList({ filter: su.filter('email ~ {:local}', { local: typed.split('@')[0]! }) })
    expect(same).toHaveLength(1)
  })

  it('mails a password reset asked for in other letters to the account', async () => {
    expect(await statusOf(anonymous().collection('users').requestPasswordReset(typed.toLowerCase()))).toBe(200)
    expect(await mailedToken(typed, '/auth/reset')).toMatch(/^[\w.-]+$/)
  })
})

describe('a sign-in from a device the account has not used', () => {
  it('is mailed to the holder in the words of the site, not PocketBase\'s default', async () => {
    const { record } = await createUser()
    const signIn = (userAgent: string) =>
      fetch(`${inject('pbUrl')}/api/collections/users/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        body: JSON.stringify({ identity: record.email, password: TEST_PASSWORD }),
      })
    expect((await signIn('Mozilla/5.0 (Windows NT 10.0) Desk/1')).status).toBe(200)
    expect((await signIn('Mozilla/5.0 (Linux; Android 14) Phone/2')).status).toBe(200)
    const text = await mailedNotice(record.email, 'New sign-in to your Ironbridge Heavy Haul account')
    expect(text).toContain('from a device it had not been used on before')
    expect(text).toContain('Phone/2')
  })
})
