import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { InstallAppButton } from './install-app-button'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

/** What Chromium does when the site can be installed. */
function offerInstallation() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  })
  act(() => {
    window.dispatchEvent(offer)
  })
  return offer
}

afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event('appinstalled'))
  })
  cleanup()
  vi.restoreAllMocks()
})

describe('InstallAppButton', { timeout: 30_000 }, () => {
  it('is absent where the browser offers no installation', () => {
    renderWithMantine(<InstallAppButton layout="bar" />)
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()
  })

  it("opens the browser's install dialog, once, and closes the menu it sits in", async () => {
    const onPrompt = vi.fn()
    renderWithMantine(<InstallAppButton layout="menu" onPrompt={onPrompt} />)
    const offer = offerInstallation()
    expect(offer.defaultPrevented).toBe(true)

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install app' }))
      await offer.userChoice
    })
    expect(offer.prompt).toHaveBeenCalledOnce()
    expect(onPrompt).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()
  })

  it('goes away once the app is installed', () => {
    renderWithMantine(<InstallAppButton layout="bar" />)
    offerInstallation()
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument()

    act(() => {
      window.dispatchEvent(new Event('appinstalled'))
    })
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()
  })

  it('explains Add to Home Screen on iPhone and iPad, which have no install dialog', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI)
    renderWithMantine(<InstallAppButton layout="menu" />)

    fireEvent.click(screen.getByRole('button', { name: 'Install app' }))
    const help = await screen.findByRole('dialog', { name: 'Install the app on your iPhone or iPad' })
    expect(help).toHaveTextContent('Add to Home Screen')

    fireEvent.click(screen.getByRole('button', { name: 'Got it' }))
    await vi.waitFor(() => expect(help).not.toBeInTheDocument())
  })
})
