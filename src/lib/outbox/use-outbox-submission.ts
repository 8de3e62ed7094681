import type { AnyFormApi } from '@tanstack/react-form'
import { useState } from 'react'
import { focusFirstError } from '../form/focus-first-error'
import { applyServerErrors } from '../form/server-errors'
import { notifyError, notifyInfo, notifySuccess } from '../notify'
import type { Notice, Submission } from './outbox-entry'
import { savedNotice, storageFullNotice } from './notices'
import { StorageFullError } from './storage-space'
import { submitToOutbox } from './submit'

export interface SubmissionTexts {
  /** What is sent, in a sentence: "quote", "application", "message". */
  what: string
  sent: Notice
  /** When the server refuses it (field errors show next to their fields). */
  refused: Notice
  unexpected: Notice
}

interface Options {
  /** The outbox entry this form corrects, when it was opened from the list of waiting submissions. */
  entryId?: string
  /** After it was sent or saved for later; the form is reset. */
  onDone?: () => void
}

/**
 * Sends a form through the outbox and tells the visitor what became of it: sent, saved to be
 * sent later, or refused with the server's errors next to their fields (values kept).
 */
export function useOutboxSubmission(texts: SubmissionTexts, { entryId, onDone }: Options = {}) {
  // A refused submission stays in the outbox: sending again replaces it rather than adding one.
  const [draftId, setDraftId] = useState(entryId)
  const [uploadProgress, setUploadProgress] = useState<number | null>(null)

  // The submission may still be reading the chosen files: a failure there is told like any other.
  async function submit(submission: Submission | Promise<Submission>, form: AnyFormApi, formElement: HTMLFormElement | null) {
    try {
      const outcome = await submitToOutbox(await submission, { entryId: draftId, onUploadProgress: setUploadProgress })
      if (outcome.kind === 'rejected') {
        setDraftId(outcome.entryId)
        const unmatched = applyServerErrors(form, outcome.rejection.fieldErrors)
        notifyError(texts.refused.title, [texts.refused.message, ...unmatched].join(' '))
        focusFirstError(formElement)
        return
      }
      if (outcome.kind === 'sent') notifySuccess(texts.sent.title, texts.sent.message)
      else {
        const notice = savedNotice(texts.what, outcome.reason)
        notifyInfo(notice.title, notice.message)
      }
      setDraftId(undefined)
      form.reset()
      onDone?.()
    } catch (error) {
      const notice = error instanceof StorageFullError ? storageFullNotice : texts.unexpected
      notifyError(notice.title, notice.message)
    } finally {
      setUploadProgress(null)
    }
  }

  return { submit, uploadProgress }
}
