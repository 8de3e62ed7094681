import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismissToasts, notifyError } from '../../lib/notify'
import { useReadFailureToast } from './use-read-failure-toast'

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), dismissToasts: vi.fn() }))

type Status = 'loading' | 'error' | 'ready'
const READ_FAILED = { title: 'Error', message: 'Failed to fetch users.' }

afterEach(() => vi.clearAllMocks())

describe('useReadFailureToast', () => {
  it('leaves the toasts alone while a list reads without failing', () => {
    const { rerender } = renderHook(({ status }: { status: Status }) => useReadFailureToast(status, READ_FAILED), {
      initialProps: { status: 'loading' },
    })
    rerender({ status: 'ready' })
    expect(notifyError).not.toHaveBeenCalled()
    expect(dismissToasts).not.toHaveBeenCalled()
  })

  it('toasts a failure once, and takes that toast away once the list is read', () => {
    const { rerender } = renderHook(({ status }: { status: Status }) => useReadFailureToast(status, READ_FAILED), {
      initialProps: { status: 'loading' },
    })
    expect(notifyError).not.toHaveBeenCalled()

    rerender({ status: 'error' })
    rerender({ status: 'error' })
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('Error', 'Failed to fetch users.')

    rerender({ status: 'loading' })
    expect(dismissToasts).not.toHaveBeenCalled()
    rerender({ status: 'ready' })
    expect(dismissToasts).toHaveBeenCalledOnce()

    // Another page of the list, read well, leaves whatever toast came since.
    rerender({ status: 'loading' })
    rerender({ status: 'ready' })
    expect(dismissToasts).toHaveBeenCalledOnce()
  })
})
