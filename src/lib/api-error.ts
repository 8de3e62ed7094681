import type { ClientResponseError } from 'pocketbase'

/**
 * Whether a failure is the PocketBase SDK's answer error, told by its name (the SDK names it
 * "ClientResponseError <status>") rather than by its class: reading an error then needs no SDK
 * download, so a page that only sends forms paints without it.
 */
export function isClientResponseError(error: unknown): error is ClientResponseError {
  return error instanceof Error && error.name.startsWith('ClientResponseError') && 'status' in error && 'response' in error
}

interface ServerErrorBody {
  message?: unknown
  data?: Record<string, unknown>
}

function bodyOf(error: ClientResponseError): ServerErrorBody {
  const body: ServerErrorBody = error.response
  return body
}

interface FieldError {
  code?: unknown
  message: string
}

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string'
}

/** A 401: the session ended (expired, or signed out elsewhere) while the page was open. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again, then try once more: what you typed here is kept.'

/**
 * What to tell the user about a failed call: nothing (`undefined`) for a cancelled request,
 * which is not a failure (the SDK dropped it for a newer one, or the page left); a plain
 * sentence for the failures anyone can meet (offline, rate limit, a session that ended); the server's message
 * otherwise, else `fallback`.
 * Example: `const message = errorMessage(error, 'Failed to sign in')`, shown only when defined.
 */
export function errorMessage(error: unknown, fallback: string): string | undefined {
  if (isClientResponseError(error)) {
    if (error.isAbort) return undefined
    if (error.status === 0) return 'Could not reach the server. Check your connection and try again.'
    if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.'
    // PocketBase's own words ("requires valid record authorization token") tell a user nothing.
    if (error.status === 401) return SESSION_ENDED
    const body = bodyOf(error)
    const fieldMessage = Object.values(body.data ?? {}).find(isFieldError)?.message
    const message = typeof body.message === 'string' ? body.message : ''
    return fieldMessage ?? (message || fallback)
  }
  return error instanceof Error && error.message ? error.message : fallback
}

/**
 * The server's field errors of a rejected call as `{ field: message }` (empty for other
 * failures), with PocketBase's wording replaced where `messagesByCode` has a better one.
 * Example: `serverFieldErrors(error, { validation_not_unique: 'Already taken.' })`.
 */
export function serverFieldErrors(error: unknown, messagesByCode: Record<string, string> = {}): Record<string, string> {
  if (!isClientResponseError(error)) return {}
  const fieldErrors: Record<string, string> = {}
  for (const [field, value] of Object.entries(bodyOf(error).data ?? {})) {
    if (!isFieldError(value)) continue
    const code = typeof value.code === 'string' ? value.code : ''
    fieldErrors[field] = messagesByCode[code] ?? value.message
  }
  return fieldErrors
}
