import { describe, expect, it } from 'vitest'
import { privacyBreakdown, privacyScore } from './privacy-score'

describe('privacy score', () => {
  it('is 0 for an ordinary browser', () => {
    expect(privacyScore({ doNotTrack: null, cookieEnabled: true, localStorage: true, sessionStorage: true, webdriver: false, permissions: { camera: 'prompt' } })).toBe(0)
  })

  it('adds the points of each protection', () => {
    expect(privacyScore({ doNotTrack: '1' })).toBe(20)
    expect(privacyScore({ cookieEnabled: false, localStorage: false })).toBe(30)
    expect(privacyScore({ permissions: { geolocation: 'denied', camera: 'denied', microphone: 'denied', notifications: 'denied' } })).toBe(30)
    expect(privacyScore({ sessionStorage: false, webdriver: true })).toBe(20)
  })

  it('is capped at 100', () => {
    const everything = {
      doNotTrack: '1',
      cookieEnabled: false,
      localStorage: false,
      sessionStorage: false,
      webdriver: true,
      permissions: { geolocation: 'denied', camera: 'denied', microphone: 'denied' },
    }
    expect(privacyBreakdown(everything).reduce((sum, item) => sum + item.points, 0)).toBe(100)
    expect(privacyScore({ ...everything, doNotTrack: 'yes' })).toBe(100)
  })
})
