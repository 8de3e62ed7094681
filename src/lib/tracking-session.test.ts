import { afterEach, describe, expect, it } from 'vitest'
import { acceptedTrackingSession, CONSENT_CHOICE_KEY, SESSION_ID_KEY } from './tracking-session'

const SESSION = '0f8c2a4e-5b1d-4c39-9e57-2d6a8b1f3c70'

describe('acceptedTrackingSession', () => {
  afterEach(() => {
    window.localStorage.clear()
    window.sessionStorage.clear()
  })

  it('gives the tab\'s session id only after Accept', () => {
    window.sessionStorage.setItem(SESSION_ID_KEY, SESSION)
    expect(acceptedTrackingSession()).toBeUndefined()
    window.localStorage.setItem(CONSENT_CHOICE_KEY, 'declined')
    expect(acceptedTrackingSession()).toBeUndefined()
    window.localStorage.setItem(CONSENT_CHOICE_KEY, 'accepted')
    expect(acceptedTrackingSession()).toBe(SESSION)
  })

  it('gives nothing for a session id the server would refuse', () => {
    window.localStorage.setItem(CONSENT_CHOICE_KEY, 'accepted')
    window.sessionStorage.setItem(SESSION_ID_KEY, 'x"|| true')
    expect(acceptedTrackingSession()).toBeUndefined()
  })
})
