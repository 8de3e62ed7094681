import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import type { TypedPocketBase } from '../../lib/record-types'
import { CheckInbox, RESEND_AFTER_MS } from './check-inbox'

const requestVerification = vi.fn<(email: string) => Promise<boolean>>()
const pb = { collection: () => ({ requestVerification }) } as unknown as TypedPocketBase

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  requestVerification.mockReset().mockResolvedValue(true)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('CheckInbox', { timeout: 30_000 }, () => {
  it('names the address, and offers to send the link again once the server would', async () => {
    const onSignIn = vi.fn()
    renderWithMantine(<CheckInbox pb={pb} email="riley@example.com" onSignIn={onSignIn} />)
    const heading = screen.getByRole('heading', { name: 'Check your inbox' })
    expect(heading).toHaveFocus()
    // A heading holds phrasing content only; React does not warn about a div (the icon) in it.
    expect(heading.querySelector('div')).toBeNull()
    expect(screen.getByText(/We sent a link to confirm your e-mail address to/)).toHaveTextContent('riley@example.com')
    const sendAgain = screen.getByRole('button', { name: 'Send again' })
    expect(sendAgain).toBeDisabled()

    act(() => {
      vi.advanceTimersByTime(RESEND_AFTER_MS)
    })
    expect(sendAgain).toBeEnabled()
    fireEvent.click(sendAgain)
    expect(await screen.findByText(/Sent again at/)).toBeInTheDocument()
    expect(requestVerification).toHaveBeenCalledWith('riley@example.com')
    expect(sendAgain).toBeDisabled()

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(onSignIn).toHaveBeenCalledOnce()
  })
})
