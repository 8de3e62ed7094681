import type { AnyFieldApi } from '@tanstack/react-form'

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
 * left the field or tried to submit, so nobody is scolded while still typing.
 */
export function visibleError(field: AnyFieldApi): string | undefined {
  const { meta } = field.state
  const serverError = validationMessage(meta.errorMap.onServer)
  if (serverError) return serverError
  const isDue = meta.isBlurred || field.form.state.submissionAttempts > 0
  return isDue ? meta.errors.map(validationMessage).find(Boolean) : undefined
}

/** Changes a field's value and drops the server's complaint about the old value. */
export function changeValue<T>(field: AnyFieldApi, value: T): void {
  field.handleChange(value)
  if (field.state.meta.errorMap.onServer !== undefined) {
    field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
  }
}
