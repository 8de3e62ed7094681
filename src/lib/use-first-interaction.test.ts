import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useOnFirstInteraction } from './use-first-interaction'

describe('useOnFirstInteraction', () => {
  it('waits for the first tap, then calls once whatever follows', () => {
    const callback = vi.fn()
    renderHook(() => useOnFirstInteraction(callback))
    expect(callback).not.toHaveBeenCalled()

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it.each(['keydown', 'focusin'])('counts a %s as the first interaction', (type) => {
    const callback = vi.fn()
    renderHook(() => useOnFirstInteraction(callback))
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('stops listening once unmounted', () => {
    const callback = vi.fn()
    const { unmount } = renderHook(() => useOnFirstInteraction(callback))
    unmount()
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(callback).not.toHaveBeenCalled()
  })
})
