import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { useAppForm } from '../../lib/form/app-form'
import { submitHandler } from '../../lib/form/server-errors'
import { PasswordField } from './password-field'

const schema = v.object({ password: v.pipe(v.string(), v.minLength(8, 'Password must be at least 8 characters')) })

function PasswordForm() {
  const form = useAppForm({ defaultValues: { password: '' }, validators: { onSubmit: schema } })
  return (
    <form aria-label="Sign in" noValidate onSubmit={submitHandler(form)}>
      <form.AppField name="password">{() => <PasswordField label="Password" required />}</form.AppField>
      <form.AppForm>
        <form.SubmitButton label="Send" busyLabel="Sending..." />
      </form.AppForm>
    </form>
  )
}

afterEach(cleanup)

describe('PasswordField', { timeout: 30_000 }, () => {
  it('marks the input itself invalid, as screen readers read it, with the message as its description', async () => {
    renderWithMantine(<PasswordForm />)
    const input = screen.getByLabelText(/^Password/)
    expect(input).not.toHaveAttribute('aria-invalid')
    fireEvent.change(input, { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    expect(input).toHaveAccessibleDescription('Password must be at least 8 characters')
  })

  it('keeps its show-password button in the tab order', () => {
    renderWithMantine(<PasswordForm />)
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle).not.toHaveAttribute('tabindex', '-1')
    fireEvent.keyDown(toggle, { key: 'Enter' })
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text')
  })
})
