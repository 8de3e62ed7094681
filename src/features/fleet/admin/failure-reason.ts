import { ClientResponseError } from 'pocketbase'
import { errorMessage, serverFieldErrors } from '../../../lib/api-error'

/**
 * What the server said of a refused save (the spec's "{server message}"): what is wrong with the
 * field it refused, as the form marks it, rather than its general "Failed to save the record.";
 * a plain sentence when there was no answer or the session ended; undefined for a cancelled
 * request, which is no failure.
 */
export function failureReason(error: unknown): string | undefined {
  // A 401's own words are PocketBase's jargon; errorMessage says the session ended.
  if (error instanceof ClientResponseError && error.status > 0 && error.status !== 401 && !error.isAbort) {
    const [first, ...others] = Object.values(serverFieldErrors(error))
    if (first) return others.length ? `${first} (and ${others.length} more, marked in the form)` : first
    const message: unknown = error.response.message
    if (typeof message === 'string' && message) return message
  }
  return errorMessage(error, 'Something went wrong. Please try again.')
}
