import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { useAppForm } from './app-form'
import { readFormDraft, saveFormDraft, useFormDraft, useFormDraftSaving, withDraft, type FormDraftOptions } from './use-form-draft'

interface Values {
  name: string
  notes: string
  length: number | ''
}

const empty: Values = { name: '', notes: '', length: '' }
const options: FormDraftOptions<Values> = { name: 'note', fields: ['name', 'notes', 'length'] }

/** A form as the outbox forms use the draft: started from it, saved as typed, discarded once sent. */
function NoteForm({ defaults = empty, enabled = true }: { defaults?: Values; enabled?: boolean }) {
  const kept = useFormDraft(defaults, { ...options, enabled })
  const form = useAppForm({
    defaultValues: kept.defaults,
    validators: { onChange: ({ value }) => (value.name.length < 2 ? { fields: { name: 'Too short' } } : undefined) },
    onSubmit: ({ formApi }) => {
      formApi.reset()
      kept.discard()
    },
  })
  useFormDraftSaving(form, { ...options, enabled })
  return (
    <form
      aria-label="Note"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField name="name">{(f) => <f.TextField label="Name" />}</form.AppField>
      <form.AppField name="notes">{(f) => <f.TextareaField label="Notes" />}</form.AppField>
      <button type="submit">Send</button>
    </form>
  )
}

const field = (name: string) => screen.getByRole('textbox', { name })
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } })

afterEach(() => {
  cleanup()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('withDraft', () => {
  it('puts the kept fields over the defaults, each only where it is of the kind the field holds', () => {
    const draft = { name: 'Dana', notes: true, length: 60.5, extra: 'x' }
    expect(withDraft(empty, draft, ['name', 'notes', 'length'])).toEqual({ name: 'Dana', notes: '', length: 60.5 })
  })

  it("never blanks what the form starts with, such as a signed-in user's name", () => {
    expect(withDraft({ ...empty, name: 'Casey' }, { name: '', notes: 'Crane on site' }, ['name', 'notes'])).toEqual({
      name: 'Casey',
      notes: 'Crane on site',
      length: '',
    })
  })
})

describe('form drafts in storage', () => {
  it('reads nothing from a draft that is no JSON object, or when storage is disabled', () => {
    sessionStorage.setItem('ironbridge:form-draft:note', '[1]')
    expect(readFormDraft('note')).toBeNull()
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(readFormDraft('note')).toBeNull()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(() => saveFormDraft('note', { name: 'Dana' })).not.toThrow()
  })
})

// Mantine in jsdom is slow to render on a busy machine.
describe('useFormDraft', { timeout: 30_000 }, () => {
  it('keeps what is typed across a reload, and brings it back untouched and without errors', () => {
    const { unmount } = renderWithMantine(<NoteForm />)
    type('Name', 'D')
    fireEvent.blur(field('Name'))
    expect(field('Name')).toHaveAccessibleDescription('Too short')
    type('Notes', 'Crane on site')
    unmount()
    expect(readFormDraft('note')).toEqual({ name: 'D', notes: 'Crane on site', length: '' })

    renderWithMantine(<NoteForm />)
    expect(field('Name')).toHaveValue('D')
    expect(field('Notes')).toHaveValue('Crane on site')
    expect(field('Name')).not.toHaveAttribute('aria-invalid')
  })

  it('writes nothing until the visitor changes a field', () => {
    renderWithMantine(<NoteForm defaults={{ ...empty, name: 'Casey Carrier' }} />)
    expect(readFormDraft('note')).toBeNull()
  })

  it("keeps a signed-in user's name where the draft has none", () => {
    saveFormDraft('note', { name: '', notes: 'Crane on site' })
    renderWithMantine(<NoteForm defaults={{ ...empty, name: 'Casey Carrier' }} />)
    expect(field('Name')).toHaveValue('Casey Carrier')
    expect(field('Notes')).toHaveValue('Crane on site')
  })

  it('discards the draft once the form is sent, and starts the next one empty', async () => {
    renderWithMantine(<NoteForm />)
    type('Name', 'Dana')
    type('Notes', 'Crane on site')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))

    await vi.waitFor(() => expect(field('Notes')).toHaveValue(''))
    expect(field('Name')).toHaveValue('')
    expect(readFormDraft('note')).toBeNull()
  })

  it('neither restores nor saves where it is off (a submission reopened from the outbox)', () => {
    saveFormDraft('note', { name: 'Dana' })
    renderWithMantine(<NoteForm enabled={false} />)
    expect(field('Name')).toHaveValue('')
    type('Name', 'Sam')
    expect(readFormDraft('note')).toEqual({ name: 'Dana' })
  })
})
