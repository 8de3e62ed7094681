import { ClientResponseError } from 'pocketbase'
import type { TypedPocketBase } from '../../lib/record-types'

export type VerificationOutcome = 'verified' | 'already-used' | 'invalid' | 'unreachable'

const outcomes = new Map<string, Promise<VerificationOutcome>>()

async function confirm(pb: TypedPocketBase, token: string): Promise<VerificationOutcome> {
  try {
    await pb.collection('users').confirmVerification(token, { requestKey: null })
    return 'verified'
  } catch (error) {
    if (!(error instanceof ClientResponseError) || error.status === 0 || error.status >= 500) return 'unreachable'
    const tokenError = (error.response as { data?: { token?: { code?: string } } }).data?.token
    return tokenError?.code === 'validation_token_used' ? 'already-used' : 'invalid'
  }
}

/**
 * Confirms the e-mail of the verification link's token, once per token per page load (the
 * page may render again, the link works once). When the signed-in user is the one verified,
 * the SDK marks their session as verified too. `forget` allows a retry after 'unreachable'.
 */
export function confirmVerificationOnce(pb: TypedPocketBase, token: string): Promise<VerificationOutcome> {
  let outcome = outcomes.get(token)
  if (!outcome) {
    outcome = confirm(pb, token)
    outcomes.set(token, outcome)
  }
  return outcome
}

export function forgetVerificationAttempt(token: string): void {
  outcomes.delete(token)
}
