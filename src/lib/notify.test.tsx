import { notifications } from '@mantine/notifications'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../tests/unit/render-with-mantine'
import { NotificationsHost } from '../components/notifications-host'
import { notifyError, notifySuccess } from './notify'
import toastClasses from './toast.module.css'

afterEach(() => {
  act(() => notifications.clean())
  cleanup()
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
