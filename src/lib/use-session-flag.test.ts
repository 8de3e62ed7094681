import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSessionFlag } from './use-session-flag'

const KEY = 'test:flag'

afterEach(() => {
  window.sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('useSessionFlag', () => {
  it('starts lowered and is remembered in sessionStorage once raised', () => {
    const { result } = renderHook(() => useSessionFlag(KEY))
    expect(result.current[0]).toBe(false)

    act(() => result.current[1]())

    expect(result.current[0]).toBe(true)
    expect(window.sessionStorage.getItem(KEY)).toBe('true')
  })

  it('reads a flag raised earlier in the session (another page, a reload)', () => {
    window.sessionStorage.setItem(KEY, 'true')
    const { result } = renderHook(() => useSessionFlag(KEY))
    expect(result.current[0]).toBe(true)
  })

  it('keeps separate flags apart', () => {
    window.sessionStorage.setItem('test:other', 'true')
    const { result } = renderHook(() => useSessionFlag(KEY))
    expect(result.current[0]).toBe(false)
  })

  it('still works for the page when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const { result } = renderHook(() => useSessionFlag(KEY))
    expect(result.current[0]).toBe(false)

    act(() => result.current[1]())

    expect(result.current[0]).toBe(true)
  })
})
