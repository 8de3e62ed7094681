import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { declineConsent, readConsentChoice, readConsentId, resetConsent } from './consent-store'
import { VisitorTracking } from './visitor-tracking'

const { startTracker } = vi.hoisted(() => ({ startTracker: vi.fn(() => () => {}) }))
vi.mock('./tracker', () => ({ startTracker }))

const noPages = () => () => {}

afterEach(() => {
  cleanup()
  resetConsent()
  window.localStorage.clear()
  startTracker.mockClear()
})

describe('visitor tracking', () => {
  it('asks with the spec text, a Learn more link to a new tab, Decline and Accept & Continue', async () => {
    renderWithMantine(<VisitorTracking subscribeToPages={noPages} />)
    const banner = await screen.findByRole('region', { name: 'Cookie consent' })
    expect(banner).toHaveTextContent('We use cookies to enhance your browsing experience and analyze our traffic.')
    const learnMore = screen.getByRole('link', { name: /^Learn more ?\(opens in a new tab\)$/ })
    expect(learnMore).toHaveAttribute('href', '/privacy-policy')
    expect(learnMore).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Accept & Continue' })).toBeVisible()
    // Outside the app's root element, so the prerendered pages never hold it.
    expect(banner.parentElement).toBe(document.body)
  })

  it('remembers Decline, goes away and starts no tracker', async () => {
    renderWithMantine(<VisitorTracking subscribeToPages={noPages} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }))
    expect(readConsentChoice()).toBe('declined')
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(startTracker).not.toHaveBeenCalled()
  })

  it('remembers Accept, makes the consent id and starts the tracker with the page subscription', async () => {
    renderWithMantine(<VisitorTracking subscribeToPages={noPages} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Accept & Continue' }))
    expect(readConsentChoice()).toBe('accepted')
    expect(readConsentId()).toMatch(/^[0-9a-f]{32}$/)
    await vi.waitFor(() => expect(startTracker).toHaveBeenCalledWith({ subscribeToPages: noPages }))
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })

  it('shows nothing to a visitor who has chosen', () => {
    declineConsent()
    renderWithMantine(<VisitorTracking subscribeToPages={noPages} />)
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })
})
