import { cleanup, screen } from '@testing-library/react'
import { ClientResponseError } from 'pocketbase'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render-with-mantine'
import { OFFLINE_DATA_MESSAGE, offlineDataResponse } from '../lib/offline-data'

vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ invalidate: vi.fn() }) }))
const { RouteError } = await import('./route-error')

const showError = (error: Error) =>
  renderWithMantine(<RouteError error={error} reset={() => undefined} info={{ componentStack: '' }} />)

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('RouteError', { timeout: 30_000 }, () => {
  it('shows what went wrong while online', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    showError(new Error('The quote could not be found.'))
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong')
    expect(screen.getByRole('alert')).toHaveTextContent('The quote could not be found.')
  })

  it('says the page is offline when its information was never saved on this device', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const offline = new ClientResponseError({ status: 503, data: (await offlineDataResponse().json()) as unknown })
    showError(offline)
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline")
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_DATA_MESSAGE)
  })

  it('blames the missing connection rather than a confusing network error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    showError(new ClientResponseError(new TypeError('Failed to fetch')))
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline")
    expect(screen.getByRole('alert')).not.toHaveTextContent('Something went wrong')
  })
})
