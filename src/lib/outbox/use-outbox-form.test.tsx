import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { SESSION_STORAGE_KEY } from '../stored-session'
import type { OutboxDraft } from './outbox-entry'
import type { SubmitOutcome } from './submit'

const submitToOutbox = vi.fn<(...args: unknown[]) => Promise<SubmitOutcome>>()
const notify = { notifySuccess: vi.fn(), notifyError: vi.fn(), notifyInfo: vi.fn() }
vi.mock('./submit', () => ({ submitToOutbox: (...args: unknown[]) => submitToOutbox(...args) }))
vi.mock('../notify', () => notify)

const { useOutboxForm } = await import('./use-outbox-form')

const texts = {
  what: 'note',
  sent: { title: 'Note Sent!', message: 'Thanks.' },
  refused: { title: 'Error', message: 'Not accepted.' },
  unexpected: { title: 'Error', message: 'Something went wrong.' },
}
const schema = v.object({ subject: v.pipe(v.string(), v.nonEmpty('Required')) })
type Values = v.InferInput<typeof schema>

interface NoteFormProps {
  draft?: OutboxDraft
  onSubmitted?: () => void
  readAttachment?: () => Promise<void>
}

function NoteForm({ draft, onSubmitted, readAttachment = () => Promise.resolve() }: NoteFormProps) {
  const { form, formProps } = useOutboxForm({
    schema,
    defaults: { subject: typeof draft?.fields.subject === 'string' ? draft.fields.subject : '' },
    texts,
    toSubmission: async (values: Values) => {
      await readAttachment()
      return { collection: 'contact_messages', fields: { subject: values.subject }, title: `Note: ${values.subject}` }
    },
    draft,
    onSubmitted,
  })
  return (
    <form {...formProps} aria-label="Note">
      <form.AppField name="subject">{(f) => <f.TextField label="Subject" />}</form.AppField>
      <form.AppForm>
        <form.SubmitButton label="Send" busyLabel="Sending..." />
      </form.AppForm>
    </form>
  )
}

const subject = () => screen.getByRole('textbox', { name: 'Subject' })
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }))
// A session token that expires in 2286: the visitor counts as signed in.
const signedInToken = `x.${btoa(JSON.stringify({ exp: 9_999_999_999 }))}.y`

afterEach(() => {
  cleanup()
  localStorage.clear()
})

beforeEach(() => {
  submitToOutbox.mockReset()
  Object.values(notify).forEach((mock) => mock.mockReset())
})

// Mantine in jsdom is slow to render on a busy machine.
describe('useOutboxForm', { timeout: 30_000 }, () => {
  it("opens a refused submission with its errors, and sends the correction in its place with the submitter's token", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: signedInToken, record: null }))
    submitToOutbox.mockResolvedValue({ kind: 'sent' })
    const onSubmitted = vi.fn()
    const draft = { entryId: 'refused00000000', fields: { subject: 'Hi' }, files: [], fieldErrors: { subject: 'Too short.' } }
    renderWithMantine(<NoteForm draft={draft} onSubmitted={onSubmitted} />)

    await waitFor(() => expect(subject()).toHaveAccessibleDescription('Too short.'))
    fireEvent.change(subject(), { target: { value: 'Hello there' } })
    send()

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce())
    expect(submitToOutbox).toHaveBeenCalledWith(
      {
        collection: 'contact_messages',
        fields: { subject: 'Hello there' },
        files: [],
        authToken: signedInToken,
        title: 'Note: Hello there',
        sentNotice: texts.sent,
      },
      expect.objectContaining({ entryId: 'refused00000000' }),
    )
    expect(notify.notifySuccess).toHaveBeenCalledWith('Note Sent!', 'Thanks.')
  })

  it('says something went wrong, and keeps what was typed, when the attachments cannot be read', async () => {
    renderWithMantine(<NoteForm readAttachment={() => Promise.reject(new DOMException('Gone', 'NotReadableError'))} />)
    fireEvent.change(subject(), { target: { value: 'Hello there' } })
    send()

    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Error', 'Something went wrong.'))
    expect(submitToOutbox).not.toHaveBeenCalled()
    expect(subject()).toHaveValue('Hello there')
  })
})
