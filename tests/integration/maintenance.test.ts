import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { company } from '../../src/content/company'
import type { SiteSettingsRecord } from '../../src/lib/record-types'
import { admin, anonymous, createUser, fieldErrorsOf, statusOf } from './helpers'

/**
 * Maintenance mode: the site_settings record, readable by anyone and changed by admins,
 * closes the public pages with a 503 (server/maintenance.go) while /auth, /admin, the API
 * and the app's files keep answering. Every test leaves maintenance off.
 */

let adminClient: PocketBase
let settings: SiteSettingsRecord

const get = (path: string) => fetch(`${inject('pbUrl')}${path}`, { headers: { Accept: 'text/html' }, redirect: 'manual' })

async function setSettings(fields: Partial<Record<keyof SiteSettingsRecord, unknown>>) {
  settings = await adminClient.collection('site_settings').update<SiteSettingsRecord>(settings.id, fields)
}

beforeAll(async () => {
  adminClient = await admin()
  settings = await anonymous().collection('site_settings').getFirstListItem<SiteSettingsRecord>('')
})

afterAll(async () => {
  await setSettings({ maintenance_enabled: false, maintenance_eta: 'We’ll be back soon', allowed_paths: ['/auth', '/admin'] })
})

describe('the settings record', () => {
  it('exists on a fresh server, once, with maintenance off, the spec’s texts and the company’s contacts', async () => {
    const all = await anonymous().collection('site_settings').getFullList<SiteSettingsRecord>()
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({
      maintenance_enabled: false,
      maintenance_title: 'Website Under Construction',
      maintenance_message: 'This website is under construction or ongoing maintenance. Thank you for your patience.',
      maintenance_eta: 'We’ll be back soon',
      contact_email: company.dispatchEmail,
      contact_phone: company.dispatchPhone.display,
      allowed_paths: ['/auth', '/admin'],
      bypass_roles: [],
    })
  })

  it('is changed by admins only', async () => {
    const { client } = await createUser()
    for (const other of [anonymous(), client]) {
      expect(await statusOf(other.collection('site_settings').update(settings.id, { maintenance_enabled: true }))).toBe(404)
    }
    expect((await anonymous().collection('site_settings').getOne<SiteSettingsRecord>(settings.id)).maintenance_enabled).toBe(false)
  })

  it.each([
    ['a contact e-mail that is not one', { contact_email: 'dispatch at example' }, 'contact_email', 'validation_format'],
    ['a title over 200 characters', { maintenance_title: 'T'.repeat(201) }, 'maintenance_title', 'validation_max'],
    ['a phone over 40 characters', { contact_phone: '5'.repeat(41) }, 'contact_phone', 'validation_max'],
    ['open paths that are not paths', { allowed_paths: ['careers'] }, 'allowed_paths', 'validation_invalid_value'],
    ['open paths that are not a list', { allowed_paths: { path: '/careers' } }, 'allowed_paths', 'validation_invalid_value'],
    ['an unknown bypass role', { bypass_roles: ['owner'] }, 'bypass_roles', 'validation_invalid_value'],
  ])('refuses %s with a 400 and an error on the field', async (_label, fields, field, code) => {
    const errors = await fieldErrorsOf(adminClient.collection('site_settings').update(settings.id, fields))
    expect(errors[field]?.code).toBe(code)
    expect(Object.keys(errors)).toEqual([field])
  })

  it('saves empty optional fields empty', async () => {
    const original = { contact_email: settings.contact_email, contact_phone: settings.contact_phone }
    await setSettings({ contact_email: '', contact_phone: '' })
    expect(settings).toMatchObject({ contact_email: '', contact_phone: '' })
    await setSettings(original)
  })
})

describe('while maintenance is on', () => {
  beforeAll(async () => {
    await setSettings({ maintenance_enabled: true, maintenance_eta: 'We’ll be back soon' })
  })

  afterAll(async () => {
    await setSettings({ maintenance_enabled: false })
  })

  it.each(['/', '/fleet', '/services/heavy-haul', '/quote'])('public page %s answers 503 with Retry-After and the app', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('3600')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toMatch(/<html/i)
  })

  it.each(['/auth', '/auth/reset', '/admin', '/admin/fleet'])('%s still answers 200', async (path) => {
    expect((await get(path)).status).toBe(200)
  })

  it.each(['/api/health', '/api/collections/site_settings/records', '/manifest.webmanifest', '/sw.js'])(
    '%s still answers 200',
    async (path) => {
      expect((await get(path)).status).toBe(200)
    },
  )

  it('says when to come back: the time until an ETA given as a time', async () => {
    const eta = new Date(Date.now() + 30 * 60 * 1000).toISOString()
    await setSettings({ maintenance_eta: eta })
    const retryAfter = Number((await get('/')).headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(30 * 60 - 30)
    expect(retryAfter).toBeLessThanOrEqual(30 * 60)
  })

  it('keeps open the paths the settings list', async () => {
    await setSettings({ allowed_paths: ['/auth', '/admin', '/careers'] })
    expect((await get('/careers')).status).toBe(200)
    expect((await get('/contact')).status).toBe(503)
  })
})

describe('turning maintenance off', () => {
  it('opens the public pages again at once, and on again closes them at once', async () => {
    await setSettings({ maintenance_enabled: true })
    expect((await get('/')).status).toBe(503)
    await setSettings({ maintenance_enabled: false })
    expect((await get('/')).status).toBe(200)
    expect((await get('/fleet')).status).toBe(200)
  })
})
