import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, notifyError } from '../../lib/notify'
import { useReadFailureToast } from './use-read-failure-toast'

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), dismissToast: vi.fn() }))

type Status = 'loading' | 'error' | 'ready'
const READ_FAILED = { title: 'Error', message: 'Failed to fetch users.' }

afterEach(() => vi.clearAllMocks())

describe('useReadFailureToast', () => {
  it('toasts a failure once, and takes that toast away once the list is read', () => {
    const { rerender } = renderHook(({ status }: { status: Status }) => useReadFailureToast(status, READ_FAILED), {
      initialProps: { status: 'loading' },
    })
    expect(notifyError).not.toHaveBeenCalled()

    rerender({ status: 'error' })
    rerender({ status: 'error' })
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('Error', 'Failed to fetch users.', expect.any(String))
    const toastId = vi.mocked(notifyError).mock.calls[0]?.[2]

    rerender({ status: 'loading' })
    expect(dismissToast).not.toHaveBeenCalled()
    rerender({ status: 'ready' })
    expect(dismissToast).toHaveBeenCalledWith(toastId)
  })
})
