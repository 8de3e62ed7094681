import { cleanup, fireEvent, screen } from '@testing-library/react'
import { ClientResponseError } from 'pocketbase'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render-with-mantine'
import { OFFLINE_DATA_MESSAGE, offlineDataResponse } from '../lib/offline-data'

const invalidate = vi.fn(() => Promise.resolve())
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ invalidate }) }))
const { RouteError, RouteErrorNotice } = await import('./route-error')

const showError = (error: Error) =>
  renderWithMantine(<RouteError error={error} reset={() => undefined} info={{ componentStack: '' }} />)

const serverError = (status: number) =>
  new ClientResponseError({ status, response: { status, message: 'Something went wrong while processing your request.', data: {} } })

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  invalidate.mockClear()
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

describe('RouteErrorNotice', { timeout: 30_000 }, () => {
  it('names what could not be loaded and says a server fault is on the server, with its code', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderWithMantine(<RouteErrorNotice error={serverError(500)} subject="the fleet" />)
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the fleet")
    expect(screen.getByRole('alert')).toHaveTextContent('The server had a problem answering (error 500). Please retry in a moment.')
  })

  it('says the server was out of reach when a request got no answer while online', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderWithMantine(<RouteErrorNotice error={new ClientResponseError(new TypeError('Failed to fetch'))} subject="the gallery" />)
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached. Check your connection and retry.')
  })

  it("offline, says the page's own sentence when it has one", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithMantine(<RouteErrorNotice error={serverError(503)} offlineMessage="The pictures load when you reconnect." />)
    expect(screen.getByRole('alert')).toHaveTextContent("You're offlineThe pictures load when you reconnect.")
  })

  it('loads the route again on Retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderWithMantine(<RouteErrorNotice error={serverError(502)} subject="the fleet" />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(invalidate).toHaveBeenCalledTimes(1)
  })
})
