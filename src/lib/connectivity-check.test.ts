import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reportAnswer, reportNetworkFailure, resetConnectivity } from './connectivity-check'
import { useOnlineStatus } from './use-online-status'

let serverAnswers = true
const check = vi.fn(() => Promise.resolve(serverAnswers))

beforeEach(() => {
  vi.useFakeTimers()
  serverAnswers = true
  check.mockClear()
  resetConnectivity(check)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function browserSays(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline)
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'))
  })
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0))

describe('useOnlineStatus', () => {
  it('is online on a fresh page without asking the server', () => {
    const { result } = renderHook(() => useOnlineStatus())
    expect(result.current).toBe(true)
    expect(check).not.toHaveBeenCalled()
  })

  it('goes offline when a request fails for want of a connection, though the browser says online', async () => {
    const { result } = renderHook(() => useOnlineStatus())
    serverAnswers = false
    act(() => reportNetworkFailure())
    expect(result.current).toBe(false)

    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(check).toHaveBeenCalledTimes(1)
    expect(result.current).toBe(false)

    serverAnswers = true
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(check).toHaveBeenCalledTimes(2)
    expect(result.current).toBe(true)
  })

  it('asks again less and less often while the server stays out of reach, at most once a minute', async () => {
    renderHook(() => useOnlineStatus())
    serverAnswers = false
    act(() => reportNetworkFailure())
    await act(() => vi.advanceTimersByTimeAsync(5_000 + 10_000 + 20_000 + 40_000))
    expect(check).toHaveBeenCalledTimes(4)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(check).toHaveBeenCalledTimes(5)
  })

  it('checks before trusting the browser saying it is back (a captive portal says so too)', async () => {
    const { result } = renderHook(() => useOnlineStatus())
    browserSays(false)
    expect(result.current).toBe(false)

    serverAnswers = false
    browserSays(true)
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1))
    await settle()
    expect(result.current).toBe(false)
  })

  it('comes back at once when a request is answered again, after checking', async () => {
    const { result } = renderHook(() => useOnlineStatus())
    serverAnswers = false
    act(() => reportNetworkFailure())
    expect(result.current).toBe(false)

    serverAnswers = true
    act(() => reportAnswer())
    await settle()
    expect(result.current).toBe(true)
  })

  it('sends nothing while requests are answered', async () => {
    renderHook(() => useOnlineStatus())
    act(() => reportAnswer())
    await act(() => vi.advanceTimersByTimeAsync(120_000))
    expect(check).not.toHaveBeenCalled()
  })
})
