import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { OfflineIndicator } from './offline-indicator'

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline)
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'))
  })
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('OfflineIndicator', { timeout: 30_000 }, () => {
  it('says nothing online, a quiet note offline, and goes when the connection returns', () => {
    renderWithMantine(<OfflineIndicator isDataMissing={false} />)
    const region = screen.getByRole('status')
    expect(region).toBeEmptyDOMElement()

    setOnline(false)
    expect(region).toHaveTextContent('Offline: showing saved information')

    setOnline(true)
    expect(region).toBeEmptyDOMElement()
  })

  it('says plainly when this page needs information that was never saved', () => {
    renderWithMantine(<OfflineIndicator isDataMissing />)
    setOnline(false)
    const region = screen.getByRole('status')
    expect(region).toHaveTextContent("You're offline")
    expect(region).toHaveTextContent("Some information on this page hasn't been saved on this device yet.")
    expect(region).not.toHaveTextContent('showing saved information')
  })
})
