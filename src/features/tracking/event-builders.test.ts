import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  cleanReferrer,
  consentAcceptedEvent,
  currentPage,
  pagePath,
  pageViewEvent,
  presenceEvent,
  sessionEndEvent,
  sessionStartEvent,
} from './event-builders'

beforeEach(() => {
  window.history.replaceState(null, '', '/fleet?type=rgn#trailers')
  document.title = 'Fleet | Ironbridge Heavy Haul'
})

afterEach(() => window.history.replaceState(null, '', '/'))

describe('event builders', () => {
  it('describe the page by path and query, title and where the visitor came from', () => {
    expect(currentPage('https://www.google.com/')).toEqual({
      path: '/fleet?type=rgn',
      title: 'Fleet | Ironbridge Heavy Haul',
      referrer: 'https://www.google.com/',
    })
  })

  it('make a page view with screen, viewport, language and time zone', () => {
    const event = pageViewEvent(currentPage(''))
    expect(event).toMatchObject({
      type: 'page_view',
      page_url: '/fleet?type=rgn',
      page_title: 'Fleet | Ironbridge Heavy Haul',
      referrer: '',
      screen: { width: window.screen.width, height: window.screen.height },
      viewport: { width: window.innerWidth, height: window.innerHeight },
      language: navigator.language,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    })
    expect(event.id).toMatch(/^[0-9a-f]{24}$/)
    expect(Math.abs(event.timestamp - Date.now())).toBeLessThan(1000)
  })

  it('give every event an id of its own', () => {
    const page = currentPage('')
    const events = [pageViewEvent(page), pageViewEvent(page), sessionStartEvent(page), presenceEvent(page, 'presence_heartbeat')]
    expect(new Set(events.map((event) => event.id)).size).toBe(4)
  })

  it('make the session, consent and presence events the server knows', () => {
    const page = currentPage('')
    expect(sessionStartEvent(page).type).toBe('session_start')
    expect(sessionEndEvent(page, 61_500.4, 3)).toMatchObject({ type: 'session_end', duration_ms: 61_500, page_count: 3 })
    expect(sessionEndEvent(page, -5, -1)).toMatchObject({ duration_ms: 0, page_count: 0 })
    expect(consentAcceptedEvent(page, 'bottom')).toMatchObject({ type: 'consent_accepted', banner_position: 'bottom' })
    expect(presenceEvent(page, 'presence_leave')).toMatchObject({ type: 'presence_leave', page_title: page.title })
  })

  it('keep only web addresses as referrers', () => {
    expect(cleanReferrer('android-app://com.google.android.gm/')).toBe('')
    expect(cleanReferrer(`https://example.com/${'a'.repeat(2100)}`)).toBe('')
    expect(cleanReferrer('http://example.com/page')).toBe('http://example.com/page')
  })

  it('shorten what would exceed the server limits', () => {
    document.title = 'T'.repeat(800)
    expect(currentPage('').title).toHaveLength(500)
    expect(pagePath({ pathname: '/fleet', search: `?q=${'x'.repeat(2100)}` })).toBe('/fleet')
  })
})
