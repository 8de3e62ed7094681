import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Following the settings live needs the SDK; these tests are about the gate, not realtime.
vi.mock('../../lib/pocketbase', () => ({ loadPocketBase: () => new Promise(() => {}) }))

function answerSettings(record: Record<string, unknown>) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ items: [record] }), { status: 200 })))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The hook with a fresh settings store, as on a page's first load. */
async function renderGate(visitor: { pathname: string; isAdmin: boolean; roles: string[] }) {
  vi.resetModules()
  const { useMaintenanceGate } = await import('./use-maintenance-gate')
  const { siteSettingsStore } = await import('./site-settings-store')
  let renders = 0
  const view = renderHook(() => {
    renders += 1
    return useMaintenanceGate(visitor)
  })
  return { ...view, siteSettingsStore, renderCount: () => renders }
}

describe('useMaintenanceGate', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => vi.unstubAllGlobals())

  it('draws an open page once: reading settings that leave it open draws nothing again', async () => {
    const fetchMock = answerSettings({ maintenance_enabled: false, maintenance_title: 'Back soon' })
    const { result, siteSettingsStore, renderCount } = await renderGate({ pathname: '/', isAdmin: false, roles: [] })
    const rendersOnceDrawn = renderCount()

    await waitFor(() => expect(siteSettingsStore.getSnapshot().phase).toBe('read'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(result.current.state).toBe('open')
    expect(renderCount()).toBe(rendersOnceDrawn)
  })

  it('closes the page with the settings read, and lets an admin pass with them', async () => {
    answerSettings({ maintenance_enabled: true, maintenance_title: 'Back soon', bypass_roles: [] })
    const visitor = await renderGate({ pathname: '/quote', isAdmin: false, roles: [] })
    await waitFor(() => expect(visitor.result.current.state).toBe('closed'))
    expect(visitor.result.current.settings.title).toBe('Back soon')

    const admin = await renderGate({ pathname: '/quote', isAdmin: true, roles: ['admin'] })
    await waitFor(() => expect(admin.result.current.state).toBe('bypassed'))
    expect(admin.result.current.settings.title).toBe('Back soon')
  })

  it('reopens at once when the settings change to off', async () => {
    answerSettings({ maintenance_enabled: true, maintenance_title: 'Back soon' })
    const { result } = await renderGate({ pathname: '/', isAdmin: false, roles: [] })
    await waitFor(() => expect(result.current.state).toBe('closed'))

    const { applySiteSettings } = await import('./site-settings-store')
    act(() => applySiteSettings({ maintenance_enabled: false }))
    expect(result.current.state).toBe('open')
  })
})
