import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useScrolledPast } from './use-scrolled-past'

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})

describe('useScrolledPast', () => {
  it('is true only while the page is scrolled more than the threshold', () => {
    const { result } = renderHook(() => useScrolledPast(10))
    expect(result.current).toBe(false)

    act(() => scrollTo(10))
    expect(result.current).toBe(false)

    act(() => scrollTo(11))
    expect(result.current).toBe(true)

    act(() => scrollTo(0))
    expect(result.current).toBe(false)
  })

  it('re-renders only when the answer changes', () => {
    let renders = 0
    renderHook(() => {
      renders += 1
      return useScrolledPast(500)
    })
    const initialRenders = renders

    act(() => scrollTo(100))
    act(() => scrollTo(200))
    expect(renders).toBe(initialRenders)

    act(() => scrollTo(600))
    expect(renders).toBe(initialRenders + 1)
  })
})

describe('useScrolledPast on a page already scrolled', () => {
  it('reads the position after the next frame once mounted, without a scroll event', async () => {
    const earlier = renderHook(() => useScrolledPast(500))
    act(() => scrollTo(0))
    earlier.unmount()

    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true })
    const { result } = renderHook(() => useScrolledPast(500))
    expect(result.current).toBe(false)
    await waitFor(() => expect(result.current).toBe(true))
  })
})
