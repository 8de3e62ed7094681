import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RegisterSWOptions } from 'vite-plugin-pwa/types'
import { hasUnsavedChanges, markClean, markDirty } from '../../lib/unsaved-changes'

let registerOptions: RegisterSWOptions = {}
/** What the plugin does when a new version is installed or waiting. */
let announceNewVersion = () => {}
const updateServiceWorker = vi.fn(() => Promise.resolve())
vi.mock('./register-sw', async () => {
  const { useState } = await import('react')
  return {
    useRegisterSW(options: RegisterSWOptions) {
      registerOptions = options
      const needRefresh = useState(false)
      // As the plugin does: set the flag, then call the option.
      announceNewVersion = () => {
        needRefresh[1](true)
        options.onNeedRefresh?.()
      }
      return { needRefresh, offlineReady: useState(false), updateServiceWorker }
    },
  }
})
const { useAppUpdate } = await import('./use-app-update')

/** The page's service worker container: who controls it, and its controllerchange event. */
class FakeContainer extends EventTarget {
  controller: object | null = null
  takeOver() {
    this.controller = {}
    act(() => {
      this.dispatchEvent(new Event('controllerchange'))
    })
  }
}

let container: FakeContainer
let registration: { waiting: object | null; update: () => Promise<void> }

function renderUpdate(onFirstControl = vi.fn()) {
  const hook = renderHook(() => useAppUpdate({ onFirstControl }))
  act(() => registerOptions.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration))
  return { ...hook, onFirstControl }
}

beforeEach(() => {
  container = new FakeContainer()
  registration = { waiting: null, update: () => Promise.resolve() }
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container })
  updateServiceWorker.mockClear()
})

afterEach(() => {
  markClean('quote')
})

describe('useAppUpdate', () => {
  it('Later holds for the version it was chosen for, announced twice, but not for a newer one', () => {
    container.controller = {}
    const { result } = renderUpdate()
    registration.waiting = {}
    act(() => announceNewVersion())
    expect(result.current.isUpdateReady).toBe(true)

    act(() => result.current.dismiss())
    act(() => announceNewVersion())
    expect(result.current.isUpdateReady).toBe(false)

    registration.waiting = {}
    act(() => announceNewVersion())
    expect(result.current.isUpdateReady).toBe(true)
  })

  it('tells when the first worker takes over the page, so its reads can be saved', () => {
    const { onFirstControl } = renderUpdate()
    container.takeOver()
    expect(onFirstControl).toHaveBeenCalledOnce()
  })

  it('activates the waiting version when the visitor chooses Reload', () => {
    container.controller = {}
    const { result } = renderUpdate()
    registration.waiting = {}
    result.current.reload()
    expect(updateServiceWorker).toHaveBeenCalledOnce()
  })

  it('lets the page go once Reload is chosen over unsaved input, so the browser does not ask again', () => {
    container.controller = {}
    markDirty('quote')
    const { result } = renderUpdate()
    registration.waiting = {}
    result.current.reload()
    expect(hasUnsavedChanges()).toBe(false)
  })

  it('keeps a page with unsaved input when a new version takes over from another tab, and asks instead', () => {
    container.controller = {}
    markDirty('quote')
    const { result, onFirstControl } = renderUpdate()
    expect(result.current.isUpdateReady).toBe(false)

    container.takeOver()

    expect(onFirstControl).not.toHaveBeenCalled()
    expect(result.current.isUpdateReady).toBe(true)
  })
})
