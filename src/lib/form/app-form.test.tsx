import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { hasUnsavedChanges } from '../unsaved-changes'
import { useAppForm } from './app-form'
import { submitHandler } from './server-errors'

/** A form that, like the outbox forms, resets once its submission is taken care of. */
function NameForm() {
  const form = useAppForm({
    defaultValues: { name: '' },
    onSubmit: ({ formApi }) => formApi.reset(),
  })
  return (
    <form aria-label="Name" onSubmit={submitHandler(form)}>
      <form.AppField name="name">{(f) => <f.TextField label="Name" />}</form.AppField>
      <form.AppForm>
        <form.SubmitButton label="Send" busyLabel="Sending..." />
      </form.AppForm>
    </form>
  )
}

const typeName = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value } })

afterEach(cleanup)

// Mantine in jsdom is slow to render on a busy machine.
describe('useAppForm and unsaved input', { timeout: 30_000 }, () => {
  it('registers a form only while it holds input not yet submitted', async () => {
    renderWithMantine(<NameForm />)
    expect(hasUnsavedChanges()).toBe(false)

    typeName('Dana')
    expect(hasUnsavedChanges()).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''))
    expect(hasUnsavedChanges()).toBe(false)
  })

  it('forgets a dirty form once it is closed', () => {
    const { unmount } = renderWithMantine(<NameForm />)
    typeName('Dana')
    expect(hasUnsavedChanges()).toBe(true)
    unmount()
    expect(hasUnsavedChanges()).toBe(false)
  })
})
