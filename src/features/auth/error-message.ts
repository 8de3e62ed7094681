import { ClientResponseError } from 'pocketbase'

/**
 * What to tell the user about a failed account call: a plain sentence for the failures anyone
 * can meet (offline, rate limit), the server's message otherwise, else `fallback`.
 * Example: `errorMessage(error, 'Failed to sign in')`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ClientResponseError) {
    if (error.status === 0) return 'Could not reach the server. Check your connection and try again.'
    if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.'
    const fieldMessage = Object.values(error.response.data ?? {}).find(isFieldError)?.message
    return fieldMessage ?? (error.response.message || fallback)
  }
  return error instanceof Error && error.message ? error.message : fallback
}

function isFieldError(value: unknown): value is { message: string } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string'
}
