import type { AnyFormApi } from '@tanstack/react-form'
import { errorMessage, serverFieldErrors } from '../api-error'
import { applyServerErrors } from './server-errors'

/**
 * Puts a refused save's field errors next to their fields and returns what the form should
 * say above its buttons: what no field can show, or null. `undefined` for a cancelled request.
 */
export function showSaveFailure(form: AnyFormApi, error: unknown, fallback: string): string | null | undefined {
  const message = errorMessage(error, fallback)
  if (message === undefined) return undefined
  const fieldErrors = serverFieldErrors(error)
  if (Object.keys(fieldErrors).length === 0) return message
  const unmatched = applyServerErrors(form, fieldErrors)
  return unmatched.length > 0 ? unmatched.join(' ') : null
}
