import type { StandardSchemaV1 } from '@tanstack/react-form'
import { useRef } from 'react'
import { useAppForm } from '../form/app-form'
import { useFormDraft, useFormDraftSaving, type FormDraftOptions } from '../form/use-form-draft'
import { focusFirstError } from '../form/focus-first-error'
import { submitHandler } from '../form/server-errors'
import { useInitialServerErrors } from '../form/use-initial-server-errors'
import type { OutboxDraft, Submission } from './outbox-entry'
import { acceptedTrackingSession } from '../tracking-session'
import type { ReceiptLine } from './receipt'
import { usePreloadedReceipt } from './lazy-submission-receipt'
import { submitterToken } from './submitter-token'
import { useOutboxSubmission, type SubmissionTexts } from './use-outbox-submission'

/** What a form's values become; the submitter's token and the sent notice are added for it. */
export type SubmissionContent = Pick<Submission, 'collection' | 'fields' | 'title'> & { files?: Submission['files'] }

/** A form's draft: its name and the fields it keeps, e.g. `{ name: 'contact', fields: ['name', 'email'] }` (a constant, read by an effect). */
export type KeptFields<TValues> = Pick<FormDraftOptions<TValues>, 'name' | 'fields'>

const NO_FIELDS: readonly never[] = []

interface OutboxFormOptions<TValues extends object> {
  /** Validates as the visitor types; its input type is the form's values. */
  schema: StandardSchemaV1<TValues, unknown>
  /** What the form starts with, and returns to once it was sent or saved. */
  defaults: NoInfer<TValues>
  texts: SubmissionTexts
  toSubmission: (values: TValues) => SubmissionContent | Promise<SubmissionContent>
  /** What was sent, in a few lines for the receipt shown in place of the form. */
  summarize?: (values: TValues) => ReceiptLine[]
  /** A refused submission reopened from the outbox: its errors show at once, and sending replaces it. */
  draft?: OutboxDraft
  /** After it was sent or saved for later; the form has been reset. */
  onSubmitted?: () => void
  /** Keeps what is typed in these fields over a reload (never files), until it is sent. */
  keep?: KeptFields<TValues>
}

/**
 * A form that sends through the outbox: focus on the first invalid field, the server's errors
 * next to their fields, a lasting receipt once sent or saved for later, a toast when refused,
 * and upload progress. E.g.
 * `const { form, formProps, receipt, startAgain } = useOutboxForm({ schema, defaults, texts, toSubmission, summarize })`,
 * then `receipt ? <SubmissionReceipt receipt={receipt} texts={texts} onAgain={startAgain} /> : <form {...formProps} aria-label="Contact us">`.
 */
export function useOutboxForm<TValues extends object>({ schema, defaults, texts, toSubmission, summarize, draft, onSubmitted, keep }: OutboxFormOptions<TValues>) {
  const formRef = useRef<HTMLFormElement>(null)
  // A submission reopened from the outbox is its own draft: nothing else is kept for it.
  const keeping: FormDraftOptions<TValues> = { name: keep?.name ?? '', fields: keep?.fields ?? NO_FIELDS, enabled: keep !== undefined && !draft }
  const kept = useFormDraft(defaults, keeping)
  const onDone = () => {
    kept.discard()
    onSubmitted?.()
  }
  const { submit, uploadProgress, receipt, startAgain } = useOutboxSubmission(texts, { entryId: draft?.entryId, onDone })
  const submissionOf = async (values: TValues): Promise<Submission> => {
    const content = await toSubmission(values)
    const trackingSession = acceptedTrackingSession()
    return {
      files: [],
      ...content,
      fields: trackingSession ? { ...content.fields, tracking_session: trackingSession } : content.fields,
      authToken: submitterToken(),
      sentNotice: texts.sent,
    }
  }
  const form = useAppForm({
    defaultValues: kept.defaults,
    validators: { onChange: schema },
    onSubmit: ({ value, formApi }) => submit(submissionOf(value), formApi, formRef.current, summarize?.(value)),
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })
  useFormDraftSaving<TValues>(form, keeping)
  useInitialServerErrors(form, draft?.fieldErrors)
  usePreloadedReceipt()
  const formProps = { ref: formRef, noValidate: true, onSubmit: submitHandler(form) }
  // The empty form comes back where the receipt was: the visitor carries on in its first field.
  const startOver = () => {
    startAgain()
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button')?.focus())
  }
  return { form, formProps, uploadProgress, receipt, startAgain: startOver }
}
