import { cleanup, fireEvent, screen } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { useAppForm } from './app-form'
import { submitHandler } from './server-errors'

const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('Required')), city: v.pipe(v.string(), v.nonEmpty('Required')) })

function TwoFields() {
  const form = useAppForm({ defaultValues: { name: '', city: '' }, validators: { onChange: schema } })
  return (
    <form aria-label="Two" noValidate onSubmit={submitHandler(form)}>
      <form.AppField name="name">{(f) => <f.TextField label="Name" />}</form.AppField>
      <form.AppField name="city">{(f) => <f.TextField label="City" />}</form.AppField>
      <button type="submit">Send</button>
    </form>
  )
}

const field = (name: string) => screen.getByRole('textbox', { name })

afterEach(cleanup)

describe('visibleError', { timeout: 30_000 }, () => {
  it('leaves a field that was only tabbed past alone, until a submit', async () => {
    renderWithMantine(<TwoFields />)
    fireEvent.focus(field('Name'))
    fireEvent.blur(field('Name'))
    expect(field('Name')).not.toHaveAttribute('aria-invalid', 'true')
    // Another field's change checks the whole form: Name's error exists, still unshown.
    fireEvent.change(field('City'), { target: { value: 'Dayton' } })
    expect(field('Name')).not.toHaveAttribute('aria-invalid', 'true')
    fireEvent.change(field('City'), { target: { value: '' } })

    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findAllByText('Required')).toHaveLength(2)
  })

  it('marks a field once something was typed in it and it was left', () => {
    renderWithMantine(<TwoFields />)
    fireEvent.change(field('City'), { target: { value: 'D' } })
    fireEvent.change(field('City'), { target: { value: '' } })
    expect(field('City')).not.toHaveAttribute('aria-invalid', 'true')
    fireEvent.blur(field('City'))
    expect(field('City')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Name')).not.toHaveAttribute('aria-invalid', 'true')
  })
})
