import { ClientResponseError } from 'pocketbase'
import { errorMessage } from '../../../lib/api-error'

/**
 * The server's own message for a refused save (the spec's "{server message}"), a plain sentence
 * when there was no answer or the session ended, or undefined for a cancelled request, which is no failure.
 */
export function failureReason(error: unknown): string | undefined {
  // A 401's own words are PocketBase's jargon; errorMessage says the session ended.
  if (error instanceof ClientResponseError && error.status > 0 && error.status !== 401 && !error.isAbort) {
    const message: unknown = error.response.message
    if (typeof message === 'string' && message) return message
  }
  return errorMessage(error, 'Something went wrong. Please try again.')
}
