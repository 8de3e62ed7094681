import { describe, expect, it } from 'vitest'
import { defaultMaintenance, gateState, isOpenPath, maintenanceSettingsOf, type MaintenanceSettings } from './maintenance-settings'

const closed: MaintenanceSettings = { ...defaultMaintenance, allowedPaths: ['/careers'], bypassRoles: ['moderator'] }

describe('maintenanceSettingsOf', () => {
  it('reads the record the API returns', () => {
    const settings = maintenanceSettingsOf({
      maintenance_enabled: true,
      maintenance_title: 'Down for upgrades',
      maintenance_message: 'New dispatch system.',
      maintenance_eta: 'Monday 6 am',
      contact_email: 'ops@example.com',
      contact_phone: '(555) 010-0000',
      allowed_paths: ['/auth', '/admin', 42],
      bypass_roles: null,
    })
    expect(settings).toEqual({
      enabled: true,
      title: 'Down for upgrades',
      message: 'New dispatch system.',
      eta: 'Monday 6 am',
      contactEmail: 'ops@example.com',
      contactPhone: '(555) 010-0000',
      allowedPaths: ['/auth', '/admin'],
      bypassRoles: [],
    })
  })

  it('counts anything but true as off, and gives an empty title the default one', () => {
    const settings = maintenanceSettingsOf({ maintenance_enabled: 'true', maintenance_title: '' })
    expect(settings.enabled).toBe(false)
    expect(settings.title).toBe(defaultMaintenance.title)
  })
})

describe('isOpenPath', () => {
  it('keeps signing in and the back office open, and what the settings list', () => {
    expect(isOpenPath('/auth', [])).toBe(true)
    expect(isOpenPath('/auth/reset', [])).toBe(true)
    expect(isOpenPath('/admin/settings', [])).toBe(true)
    expect(isOpenPath('/careers', ['/careers/'])).toBe(true)
  })

  it('matches whole path segments only', () => {
    expect(isOpenPath('/authors', [])).toBe(false)
    expect(isOpenPath('/', ['/careers'])).toBe(false)
    expect(isOpenPath('/fleet', ['/'])).toBe(false)
  })
})

describe('gateState', () => {
  const visitor = { isAdmin: false, roles: [] }

  it('closes public pages to visitors while maintenance is on', () => {
    expect(gateState({ settings: closed, pathname: '/fleet', ...visitor })).toBe('closed')
    expect(gateState({ settings: closed, pathname: '/careers', ...visitor })).toBe('open')
    expect(gateState({ settings: closed, pathname: '/auth', ...visitor })).toBe('open')
  })

  it('lets admins and the bypass roles through', () => {
    expect(gateState({ settings: closed, pathname: '/fleet', isAdmin: true, roles: ['admin'] })).toBe('bypassed')
    expect(gateState({ settings: closed, pathname: '/fleet', isAdmin: false, roles: ['carrier', 'moderator'] })).toBe('bypassed')
    expect(gateState({ settings: closed, pathname: '/fleet', isAdmin: false, roles: ['carrier'] })).toBe('closed')
  })

  it('opens everything when maintenance is off or the settings are unknown', () => {
    expect(gateState({ settings: { ...closed, enabled: false }, pathname: '/fleet', ...visitor })).toBe('open')
    expect(gateState({ settings: null, pathname: '/fleet', ...visitor })).toBe('open')
  })
})
