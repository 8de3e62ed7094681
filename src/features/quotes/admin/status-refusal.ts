import { ClientResponseError } from 'pocketbase'

/**
 * Why the server refused a status change, when it refused it by its status machine (400,
 * `status.code = validation_status_transition`): e.g. "This quote is already archived."
 * Undefined for any other failure.
 */
export function statusRefusal(error: unknown): string | undefined {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return undefined
  const data = (error.response as { data?: Record<string, { code?: unknown; message?: unknown } | undefined> }).data
  const statusError = data?.status
  if (statusError?.code !== 'validation_status_transition' || typeof statusError.message !== 'string') return undefined
  return statusError.message
}
