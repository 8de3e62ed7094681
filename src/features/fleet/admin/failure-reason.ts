import { ClientResponseError } from 'pocketbase'
import { errorMessage } from '../../../lib/api-error'

/** The messages of the fields the server refused, in the order it gave them. */
function fieldMessages(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return []
  return Object.values(data).flatMap((field: unknown) => {
    const message: unknown = typeof field === 'object' && field !== null ? (field as { message?: unknown }).message : undefined
    return typeof message === 'string' && message ? [message] : []
  })
}

/**
 * What the server said of a refused save (the spec's "{server message}"): what is wrong with the
 * field it refused, as the form marks it, rather than its general "Failed to save the record.";
 * a plain sentence when there was no answer or the session ended; undefined for a cancelled
 * request, which is no failure.
 */
export function failureReason(error: unknown): string | undefined {
  // A 401's own words are PocketBase's jargon; errorMessage says the session ended.
  if (error instanceof ClientResponseError && error.status > 0 && error.status !== 401 && !error.isAbort) {
    const [first, ...others] = fieldMessages(error.response.data)
    if (first) return others.length ? `${first} (and ${others.length} more, marked in the form)` : first
    const message: unknown = error.response.message
    if (typeof message === 'string' && message) return message
  }
  return errorMessage(error, 'Something went wrong. Please try again.')
}
