import { notifications } from '@mantine/notifications'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { ClientResponseError } from 'pocketbase'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render-with-mantine'
import { NotificationsHost } from '../components/notifications-host'
import { notifyError, notifyOutcome, notifySuccess } from './notify'
import toastClasses from './toast.module.css'

afterEach(() => {
  act(() => notifications.clean())
  cleanup()
  vi.restoreAllMocks()
})

const toast = (title: string) => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(title))

// Mantine in jsdom is slow to render on a busy machine.
describe('toasts', { timeout: 30_000 }, () => {
  it('replaces the toast shown at once rather than queueing behind it', async () => {
    renderWithMantine(<NotificationsHost />)
    act(() => notifyError('Error', 'Failed to submit quote request. Please try again.'))
    await waitFor(() => expect(toast('Failed to submit')).toBeDefined())

    act(() => notifySuccess('Quote Request Submitted!', "We'll get back to you within 24 hours with a detailed quote."))
    // The error would otherwise stay for its 8 s.
    await waitFor(() => expect(toast('Quote Request Submitted!')).toBeDefined(), { timeout: 1500 })
    await waitFor(() => expect(toast('Failed to submit')).toBeUndefined(), { timeout: 1500 })
  })

  it('names its close button and greys its text no lighter than AA allows', async () => {
    renderWithMantine(<NotificationsHost />)
    act(() => notifySuccess('Message Sent!', "We've received your message and will get back to you shortly."))
    const shown = await screen.findByRole('alert')
    expect(shown.querySelector('button')).toHaveAccessibleName('Close notification')
    expect(toastClasses.description).toBeTruthy()
    expect(screen.getByText(/We've received your message/)).toHaveClass(toastClasses.description!)
  })
})

describe('notifyOutcome', { timeout: 30_000 }, () => {
  it('toasts the success text and resolves true', async () => {
    renderWithMantine(<NotificationsHost />)
    let outcome: boolean | undefined
    await act(async () => {
      outcome = await notifyOutcome(() => Promise.resolve(), {
        success: { title: 'Quote Deleted', message: 'Quote has been permanently deleted.' },
        failure: { title: 'Delete Failed', message: 'Failed to delete quote.' },
      })
    })
    expect(outcome).toBe(true)
    await waitFor(() => expect(toast('Quote Deleted')).toHaveTextContent('Quote has been permanently deleted.'))
  })

  it('toasts the failure text, not the server wording, and resolves false', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithMantine(<NotificationsHost />)
    let outcome: boolean | undefined
    await act(async () => {
      outcome = await notifyOutcome(() => Promise.reject(new Error('status change not allowed')), {
        failure: { title: 'Update Failed', message: 'Failed to update quote status.' },
      })
    })
    expect(outcome).toBe(false)
    await waitFor(() => expect(toast('Update Failed')).toHaveTextContent('Failed to update quote status.'))
  })

  it('says nothing about a cancelled request', async () => {
    renderWithMantine(<NotificationsHost />)
    let outcome: boolean | undefined
    await act(async () => {
      outcome = await notifyOutcome(() => Promise.reject(new ClientResponseError({ isAbort: true })), {
        failure: { title: 'Update Failed', message: 'Failed to update quote status.' },
      })
    })
    expect(outcome).toBe(false)
    expect(screen.queryAllByRole('alert')).toEqual([])
  })
})
