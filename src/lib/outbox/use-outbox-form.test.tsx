import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../tests/unit/render-with-mantine'
import { SESSION_STORAGE_KEY } from '../stored-session'
import type { OutboxDraft } from './outbox-entry'
import { announce } from './outbox-events'
import { storageFullNotice } from './notices'
import { StorageFullError } from './storage-full'
import type { SubmitOutcome } from './submit'

const submitToOutbox = vi.fn<(...args: unknown[]) => Promise<SubmitOutcome>>()
const notify = { notifySuccess: vi.fn(), notifyError: vi.fn(), notifyInfo: vi.fn(), dismissToasts: vi.fn() }
vi.mock('./submit', () => ({ submitToOutbox: (...args: unknown[]) => submitToOutbox(...args) }))
vi.mock('../notify', () => notify)
// The receipt links to the list of waiting submissions.
vi.mock('@tanstack/react-router', () => ({ Link: (props: { to: string; children: ReactNode }) => <a href={props.to}>{props.children}</a> }))

const { useOutboxForm } = await import('./use-outbox-form')
const { SubmissionReceipt } = await import('./submission-receipt')

const texts = {
  what: 'note',
  sent: { title: 'Note Sent!', message: 'Thanks.' },
  refused: { title: 'Error', message: 'Not accepted.' },
  unexpected: { title: 'Error', message: 'Something went wrong.' },
  receipt: { heading: 'Note received', reply: 'We answer within a day.', again: 'Write another note' },
}
const schema = v.object({ subject: v.pipe(v.string(), v.nonEmpty('Required')) })
type Values = v.InferInput<typeof schema>

interface NoteFormProps {
  draft?: OutboxDraft
  onSubmitted?: () => void
  readAttachment?: () => Promise<void>
}

function NoteForm({ draft, onSubmitted, readAttachment = () => Promise.resolve() }: NoteFormProps) {
  const { form, formProps, receipt, startAgain } = useOutboxForm({
    schema,
    defaults: { subject: typeof draft?.fields.subject === 'string' ? draft.fields.subject : '' },
    texts,
    toSubmission: async (values: Values) => {
      await readAttachment()
      return { collection: 'contact_messages', fields: { subject: values.subject }, title: `Note: ${values.subject}` }
    },
    summarize: (values) => [{ label: 'Subject', value: values.subject }],
    draft,
    onSubmitted,
  })
  if (receipt) return <SubmissionReceipt receipt={receipt} texts={texts} onAgain={startAgain} />
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
  // jsdom lays nothing out; the receipt scrolls itself into view.
  Element.prototype.scrollIntoView = vi.fn()
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
    expect(await screen.findByRole('heading', { name: 'Note received' })).toBeInTheDocument()
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
  })

  it('shows a lasting receipt in place of the form: its reference, what was sent and when to expect a reply', async () => {
    submitToOutbox.mockResolvedValue({ kind: 'sent' })
    renderWithMantine(<NoteForm />)
    fireEvent.change(subject(), { target: { value: 'Pilot cars in Ohio' } })
    send()

    const heading = await screen.findByRole('heading', { name: 'Note received' })
    expect(heading).toHaveFocus()
    // A heading holds phrasing content only; React does not warn about a div (the icon) in it.
    expect(heading.querySelector('div')).toBeNull()
    const reference = (submitToOutbox.mock.calls[0]?.[1] as { entryId: string }).entryId
    expect(reference).toMatch(/^[a-z0-9]{15}$/)
    expect(screen.getByText(reference)).toBeInTheDocument()
    expect(screen.getByText('We answer within a day.')).toBeInTheDocument()
    expect(screen.getByText('Pilot cars in Ohio')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Note' })).not.toBeInTheDocument()
    expect(notify.notifySuccess).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Write another note' }))
    expect(subject()).toHaveValue('')
  })

  it('takes away the error of a refused attempt once the corrected one is sent', async () => {
    submitToOutbox.mockResolvedValueOnce({
      kind: 'rejected',
      entryId: 'refused00000001',
      rejection: { message: 'Invalid.', fieldErrors: { subject: 'Too short.' } },
    })
    renderWithMantine(<NoteForm />)
    fireEvent.change(subject(), { target: { value: 'Hi' } })
    send()
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Error', 'Not accepted.'))
    expect(notify.dismissToasts).not.toHaveBeenCalled()

    submitToOutbox.mockResolvedValueOnce({ kind: 'sent' })
    fireEvent.change(subject(), { target: { value: 'Hello there' } })
    send()
    expect(await screen.findByRole('heading', { name: 'Note received' })).toBeInTheDocument()
    expect(notify.dismissToasts).toHaveBeenCalledOnce()
    expect(submitToOutbox).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ entryId: 'refused00000001' }))
    expect(screen.getByText('refused00000001')).toBeInTheDocument()
  })

  it('says a submission was saved for later, and that it was sent once it is delivered', async () => {
    submitToOutbox.mockResolvedValue({ kind: 'saved', reason: 'offline' })
    renderWithMantine(<NoteForm />)
    fireEvent.change(subject(), { target: { value: 'Offline note' } })
    send()

    expect(await screen.findByRole('heading', { name: 'Saved — will be sent' })).toBeInTheDocument()
    expect(screen.getByText(/You're offline. Your note is saved on this device/)).toBeInTheDocument()
    const reference = (submitToOutbox.mock.calls[0]?.[1] as { entryId: string }).entryId

    act(() => announce({ type: 'delivered', id: reference, notice: texts.sent }))
    expect(await screen.findByRole('heading', { name: 'Note received' })).toBeInTheDocument()
    expect(screen.getByText(reference)).toBeInTheDocument()
  })

  it('says something went wrong, and keeps what was typed, when the attachments cannot be read', async () => {
    renderWithMantine(<NoteForm readAttachment={() => Promise.reject(new DOMException('Gone', 'NotReadableError'))} />)
    fireEvent.change(subject(), { target: { value: 'Hello there' } })
    send()

    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Error', 'Something went wrong.'))
    expect(submitToOutbox).not.toHaveBeenCalled()
    expect(subject()).toHaveValue('Hello there')
  })

  it('tells the user the device is full, and keeps what was typed, when the submission cannot be saved', async () => {
    submitToOutbox.mockRejectedValue(new StorageFullError())
    renderWithMantine(<NoteForm />)
    fireEvent.change(subject(), { target: { value: 'Hello there' } })
    send()

    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith(storageFullNotice.title, storageFullNotice.message))
    expect(subject()).toHaveValue('Hello there')
    expect(screen.queryByText('Note received')).toBeNull()
  })
})
