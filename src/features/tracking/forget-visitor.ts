import { readConsentId, resetConsent } from './consent-store'
import { clearVisitData, knownSessionIds } from './visit-session'

export const FORGET_URL = '/api/track/forget'

/** Rows erased on the server, by collection (POST /api/track/forget's `removed`). */
export type ErasedRows = Record<string, number>

export type ForgetOutcome = { status: 'nothing-recorded' } | { status: 'erased'; erased: ErasedRows }

function erasedRows(body: unknown): ErasedRows {
  const removed = (body as { removed?: unknown } | null)?.removed
  if (typeof removed !== 'object' || removed === null) return {}
  return Object.fromEntries(Object.entries(removed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
}

/**
 * Forget me: stops tracking and forgets the choice at once, then has the server erase
 * everything recorded under this browser's consent id (and its sessions). The ids stay in
 * the browser until the server has answered, so a failed attempt can be made again.
 */
export async function forgetVisitor(): Promise<ForgetOutcome> {
  const consentId = readConsentId()
  resetConsent()
  if (!consentId) {
    clearVisitData()
    return { status: 'nothing-recorded' }
  }
  const response = await fetch(FORGET_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ consent_id: consentId, session_ids: knownSessionIds() }),
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`The server did not erase the data (${response.status}).`)
  const erased = erasedRows(await response.json())
  clearVisitData()
  return { status: 'erased', erased }
}
