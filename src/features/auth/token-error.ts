import { ClientResponseError } from 'pocketbase'

/** Whether PocketBase refused the link's token itself (expired, used, forged), not the input. */
export function isTokenRefused(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false
  const data = (error.response as { data?: Record<string, unknown> }).data ?? {}
  return 'token' in data
}
