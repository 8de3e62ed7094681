import type { StandardSchemaV1 } from '@tanstack/react-form'
import { useRef } from 'react'
import { useAppForm } from '../form/app-form'
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

interface OutboxFormOptions<TValues> {
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
}

/**
 * A form that sends through the outbox: focus on the first invalid field, the server's errors
 * next to their fields, a lasting receipt once sent or saved for later, a toast when refused,
 * and upload progress. E.g.
 * `const { form, formProps, receipt, startAgain } = useOutboxForm({ schema, defaults, texts, toSubmission, summarize })`,
 * then `receipt ? <SubmissionReceipt receipt={receipt} texts={texts} onAgain={startAgain} /> : <form {...formProps} aria-label="Contact us">`.
 */
export function useOutboxForm<TValues>({ schema, defaults, texts, toSubmission, summarize, draft, onSubmitted }: OutboxFormOptions<TValues>) {
  const formRef = useRef<HTMLFormElement>(null)
  const { submit, uploadProgress, receipt, startAgain } = useOutboxSubmission(texts, { entryId: draft?.entryId, onDone: onSubmitted })
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
    defaultValues: defaults,
    validators: { onChange: schema },
    onSubmit: ({ value, formApi }) => submit(submissionOf(value), formApi, formRef.current, summarize?.(value)),
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })
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
