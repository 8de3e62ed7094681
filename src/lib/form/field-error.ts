import { useStore, type AnyFieldApi } from '@tanstack/react-form'

/** A validation error as TanStack Form keeps it: a string, or a Standard Schema issue. */
function validationMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message
  }
  return undefined
}

/**
 * The error to show under a field: the server's at once, the schema's once the visitor has
 * typed in the field and left it, or tried to submit. Nobody is scolded while still typing,
 * nor for tabbing past a field they have not reached yet.
 */
export function visibleError(field: AnyFieldApi): string | undefined {
  const { meta } = field.state
  const serverError = validationMessage(meta.errorMap.onServer)
  if (serverError) return serverError
  const isDue = (meta.isBlurred && meta.isDirty) || field.form.state.submissionAttempts > 0
  return isDue ? meta.errors.map(validationMessage).find(Boolean) : undefined
}

/** Changes a field's value and drops the server's complaint about the old value. */
export function changeValue<T>(field: AnyFieldApi, value: T): void {
  field.handleChange(value)
  if (field.state.meta.errorMap.onServer !== undefined) {
    field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
  }
}

/**
 * `visibleError` for a field component, re-rendered when the form is submitted: a submit can
 * make an error due without changing the field's own state. E.g. `error={useVisibleError(field)}`.
 */
export function useVisibleError(field: AnyFieldApi): string | undefined {
  useStore(field.form.store, (state) => state.submissionAttempts)
  return visibleError(field)
}
