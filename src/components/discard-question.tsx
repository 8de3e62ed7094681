import { useState } from 'react'
import { hasUnsavedChanges } from '../lib/unsaved-changes'
import { ConfirmDialog } from './confirm-dialog'

/**
 * Escape, a dialog's close button or a tap beside it would lose what was typed in its form:
 * while a form holds unsaved input (`useAppForm` registers it), they ask first. Cancel and a
 * save close the dialog as before. Example:
 * `const closing = useDiscardQuestion(onClose)` then `<Modal onClose={closing.request} …>` and `{closing.question}` beside it.
 */
export function useDiscardQuestion(onClose: () => void) {
  const [isAsking, setIsAsking] = useState(false)
  return {
    request: () => (hasUnsavedChanges() ? setIsAsking(true) : onClose()),
    question: (
      <ConfirmDialog
        opened={isAsking}
        onClose={() => setIsAsking(false)}
        title="Discard your changes?"
        message="What you typed in this form has not been saved."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        onConfirm={onClose}
      />
    ),
  }
}
