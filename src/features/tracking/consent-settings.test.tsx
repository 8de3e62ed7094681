import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { ConsentSettings } from './consent-settings'
import { acceptConsent, readConsentChoice, readConsentId, resetConsent } from './consent-store'
import { openSession } from './visit-session'

afterEach(() => {
  cleanup()
  resetConsent()
  window.localStorage.clear()
  window.sessionStorage.clear()
  vi.unstubAllGlobals()
})

function answerForget(response: Response | Error) {
  const fetch = vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('consent settings on the privacy page', () => {
  it('selects neither option before a choice, and changes the choice', () => {
    renderWithMantine(<ConsentSettings />)
    const accepted = screen.getByRole('radio', { name: 'Accepted: record my visits' })
    const declined = screen.getByRole('radio', { name: 'Declined: record nothing' })
    expect(accepted).not.toBeChecked()
    expect(declined).not.toBeChecked()
    fireEvent.click(declined)
    expect(readConsentChoice()).toBe('declined')
    fireEvent.click(accepted)
    expect(readConsentChoice()).toBe('accepted')
    expect(accepted).toBeChecked()
  })

  it('Forget me sends the consent id and sessions, then shows what was erased and resets everything', async () => {
    acceptConsent('bottom')
    const consentId = readConsentId()
    const session = openSession()
    const fetch = answerForget(
      Response.json({ removed: { analytics_events: 12, unique_visitors: 1, consent_records: 1, presence: 0, session_recordings: 0, session_events: 0 } }),
    )
    renderWithMantine(<ConsentSettings />)
    fireEvent.click(screen.getByRole('button', { name: 'Forget me' }))

    const status = await screen.findByText('Erased from our server:')
    expect(status.closest('[role="status"]')).toHaveTextContent('12 recorded events (page views and the like)')
    expect(status.closest('[role="status"]')).toHaveTextContent('1 visitor record')
    expect(fetch).toHaveBeenCalledWith('/api/track/forget', expect.objectContaining({ method: 'POST' }))
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toEqual({ consent_id: consentId, session_ids: [session.id] })
    expect(readConsentChoice()).toBeNull()
    expect(readConsentId()).toBeNull()
    expect(window.sessionStorage.getItem('session-id')).toBeNull()
  })

  it('keeps the consent id when the server cannot be reached, so Forget me can be tried again', async () => {
    acceptConsent('bottom')
    const consentId = readConsentId()
    answerForget(new TypeError('Failed to fetch'))
    renderWithMantine(<ConsentSettings />)
    fireEvent.click(screen.getByRole('button', { name: 'Forget me' }))
    expect(await screen.findByText(/nothing was erased/)).toBeVisible()
    expect(readConsentChoice()).toBeNull()
    expect(readConsentId()).toBe(consentId)
  })

  it('says so when nothing was ever recorded, without asking the server', async () => {
    const fetch = answerForget(new Error('not called'))
    renderWithMantine(<ConsentSettings />)
    fireEvent.click(screen.getByRole('button', { name: 'Forget me' }))
    expect(await screen.findByText('Nothing was recorded about visits from this browser.')).toBeVisible()
    expect(fetch).not.toHaveBeenCalled()
  })
})
