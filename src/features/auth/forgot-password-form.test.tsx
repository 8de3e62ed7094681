import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { ClientResponseError } from 'pocketbase'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'

const requestPasswordReset = vi.fn<(pb: unknown, email: string) => Promise<void>>()
vi.mock('../../lib/pocketbase', () => ({ loadPocketBase: () => Promise.resolve({}) }))
vi.mock('./account-calls', () => ({ requestPasswordReset: (pb: unknown, email: string) => requestPasswordReset(pb, email) }))

const { ForgotPasswordForm } = await import('./forgot-password-form')

const tooManyAttempts = new ClientResponseError({ status: 429, response: { message: 'Too Many Requests.' } })
const email = () => screen.getByRole('textbox', { name: 'Email' })
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
const success = () => screen.queryByText(/If an account exists for/)

afterEach(cleanup)
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn()
  requestPasswordReset.mockReset().mockResolvedValue(undefined)
})

describe('ForgotPasswordForm', { timeout: 30_000 }, () => {
  it('shows only the latest attempt’s result: a refusal replaces the earlier success', async () => {
    renderWithMantine(<ForgotPasswordForm initialEmail="riley@example.com" onBack={vi.fn()} />)
    send()
    expect(await screen.findByText(/If an account exists for riley@example.com/)).toBeInTheDocument()

    requestPasswordReset.mockRejectedValueOnce(tooManyAttempts)
    send()
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument()
    expect(success()).not.toBeInTheDocument()
  })

  it('clears the result when the address changes', async () => {
    renderWithMantine(<ForgotPasswordForm initialEmail="riley@example.com" onBack={vi.fn()} />)
    send()
    expect(await screen.findByText(/If an account exists for riley@example.com/)).toBeInTheDocument()
    fireEvent.change(email(), { target: { value: 'sam@example.com' } })
    await waitFor(() => expect(success()).not.toBeInTheDocument())
  })
})
