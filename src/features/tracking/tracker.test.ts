import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { acceptConsent, declineConsent, resetConsent } from './consent-store'
import type { TrackBatch } from './track-event'
import { startTracker } from './tracker'

const { sendBatch, sendOnExit } = vi.hoisted(() => ({
  sendBatch: vi.fn((_batch: TrackBatch) => Promise.resolve('sent' as const)),
  sendOnExit: vi.fn((_batch: TrackBatch) => true),
}))
vi.mock('./transport', () => ({ sendBatch, sendOnExit }))

const sentTypes = () => sendBatch.mock.calls.flatMap(([batch]) => batch.events.map((event) => event.type))
const exitTypes = () => sendOnExit.mock.calls.flatMap(([batch]) => batch.events.map((event) => event.type))
const settle = () => vi.advanceTimersByTimeAsync(1)

let pageListeners: (() => void)[] = []
const subscribeToPages = (listener: () => void) => {
  pageListeners.push(listener)
  return () => (pageListeners = pageListeners.filter((known) => known !== listener))
}
const navigate = async (path: string) => {
  window.history.pushState(null, '', path)
  pageListeners.forEach((listener) => listener())
  await settle()
}

beforeEach(() => {
  vi.useFakeTimers()
  window.history.replaceState(null, '', '/')
  document.title = 'Home'
})

afterEach(() => {
  resetConsent()
  window.localStorage.clear()
  window.sessionStorage.clear()
  sendBatch.mockClear()
  sendOnExit.mockClear()
  vi.useRealTimers()
})

describe('tracker', () => {
  it('sends the acceptance, the session start, the page view and a heartbeat at once', async () => {
    acceptConsent('bottom')
    const stop = startTracker({ subscribeToPages })
    await settle()
    expect(sentTypes()).toEqual(['consent_accepted', 'session_start', 'page_view', 'presence_heartbeat'])
    const [[batch]] = sendBatch.mock.calls as [[TrackBatch]]
    expect(batch).toMatchObject({ site_id: 'default', session_id: window.sessionStorage.getItem('session-id') })
    expect(batch.consent_id).toBe(window.localStorage.getItem('consent-id'))
    stop()
  })

  it('counts a page view for every new address, and one only', async () => {
    acceptConsent('bottom')
    const stop = startTracker({ subscribeToPages })
    await settle()
    sendBatch.mockClear()
    await navigate('/fleet')
    await navigate('/fleet')
    await navigate('/')
    const views = sendBatch.mock.calls.flatMap(([batch]) => batch.events.filter((event) => event.type === 'page_view'))
    expect(views.map((view) => [view.page_url, 'referrer' in view && view.referrer])).toEqual([
      ['/fleet', `${window.location.origin}/`],
      ['/', `${window.location.origin}/fleet`],
    ])
    stop()
  })

  it('beats every 15 seconds while visible', async () => {
    acceptConsent('bottom')
    const stop = startTracker({ subscribeToPages })
    await settle()
    sendBatch.mockClear()
    await vi.advanceTimersByTimeAsync(15_000)
    expect(sentTypes()).toEqual(['presence_heartbeat'])
    stop()
  })

  it('ends the session and leaves by beacon when the page goes away', async () => {
    acceptConsent('bottom')
    const stop = startTracker({ subscribeToPages })
    await settle()
    window.dispatchEvent(new Event('pagehide'))
    expect(exitTypes()).toEqual(['session_end', 'presence_leave'])
    stop()
  })

  it('a second page load of the session starts no new session', async () => {
    acceptConsent('bottom')
    startTracker({ subscribeToPages })()
    await settle()
    sendBatch.mockClear()
    startTracker({ subscribeToPages })
    await settle()
    expect(sentTypes()).toEqual(['page_view', 'presence_heartbeat'])
  })

  it('stops on Decline with a leave, and sends nothing more', async () => {
    acceptConsent('bottom')
    startTracker({ subscribeToPages })
    await settle()
    sendBatch.mockClear()
    declineConsent()
    await settle()
    expect(sentTypes()).toEqual(['presence_leave'])
    await navigate('/fleet')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(sentTypes()).toEqual(['presence_leave'])
  })

  it('drops everything unsent when the choice is reset (Forget me)', async () => {
    acceptConsent('bottom')
    startTracker({ subscribeToPages })
    await settle()
    sendBatch.mockResolvedValueOnce('failed' as never)
    await navigate('/fleet')
    expect(window.localStorage.getItem('tracking-buffer')).toContain('/fleet')
    sendBatch.mockClear()
    resetConsent()
    await vi.advanceTimersByTimeAsync(30_000)
    window.dispatchEvent(new Event('pagehide'))
    expect(sendBatch).not.toHaveBeenCalled()
    expect(sendOnExit).not.toHaveBeenCalled()
    expect(window.localStorage.getItem('tracking-buffer')).toBeNull()
  })
})
