import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { discardUnsavedChanges, hasUnsavedChanges, markClean, markDirty, useUnsavedChanges } from './unsaved-changes'

afterEach(() => {
  markClean('quote')
  markClean('contact')
})

describe('unsaved changes registry', () => {
  it('is clean until a form marks itself dirty, and clean again once every form is', () => {
    expect(hasUnsavedChanges()).toBe(false)

    markDirty('quote')
    markDirty('contact')
    expect(hasUnsavedChanges()).toBe(true)

    markClean('quote')
    expect(hasUnsavedChanges()).toBe(true)

    markClean('contact')
    expect(hasUnsavedChanges()).toBe(false)
  })

  it('counts a form once however often it marks itself dirty', () => {
    markDirty('quote')
    markDirty('quote')
    markClean('quote')
    expect(hasUnsavedChanges()).toBe(false)
  })

  it('forgets every form once the visitor has chosen to lose what they hold', () => {
    markDirty('quote')
    markDirty('contact')
    discardUnsavedChanges()
    expect(hasUnsavedChanges()).toBe(false)
  })
})

describe('useUnsavedChanges', () => {
  it('follows the form it is given and forgets it when the form unmounts', () => {
    const { rerender, unmount } = renderHook(({ isDirty }) => useUnsavedChanges(isDirty), {
      initialProps: { isDirty: false },
    })
    expect(hasUnsavedChanges()).toBe(false)

    rerender({ isDirty: true })
    expect(hasUnsavedChanges()).toBe(true)

    rerender({ isDirty: false })
    expect(hasUnsavedChanges()).toBe(false)

    rerender({ isDirty: true })
    unmount()
    expect(hasUnsavedChanges()).toBe(false)
  })

  it('keeps two dirty forms apart', () => {
    const first = renderHook(() => useUnsavedChanges(true))
    const second = renderHook(() => useUnsavedChanges(true))

    first.unmount()
    expect(hasUnsavedChanges()).toBe(true)

    second.unmount()
    expect(hasUnsavedChanges()).toBe(false)
  })
})
