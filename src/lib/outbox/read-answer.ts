import type { Rejection } from './outbox-entry'

/** What the server answered to a create; status 0 when no answer came (offline, timeout). */
export interface ServerAnswer {
  status: number
  body: unknown
}

export type Verdict =
  | { kind: 'delivered' }
  | { kind: 'rejected'; rejection: Rejection }
  | { kind: 'retry'; reason: string; stopPass: boolean }

// PocketBase refuses an id it already has with one of these codes on `id`: the earlier
// attempt got through, only its answer was lost.
const EXISTING_ID_CODES = new Set(['validation_not_unique', 'validation_pk_invalid'])

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function fieldProblems(body: unknown): Record<string, { code?: unknown; message?: unknown }> {
  return isObject(body) && isObject(body.data) ? (body.data as Record<string, { code?: unknown; message?: unknown }>) : {}
}

function rejectionOf(body: unknown): Rejection {
  const fieldErrors: Record<string, string> = {}
  for (const [field, problem] of Object.entries(fieldProblems(body))) {
    fieldErrors[field] = isObject(problem) && typeof problem.message === 'string' ? problem.message : 'Invalid value.'
  }
  const message = isObject(body) && typeof body.message === 'string' && body.message ? body.message : 'The server refused it.'
  return { message, fieldErrors }
}

/**
 * A refusal in one line, for what has no form to mark fields in (a road update): the first
 * field's reason ("This load is delivered."), else the server's message.
 */
export function rejectionReason(rejection: Rejection): string {
  return Object.values(rejection.fieldErrors)[0] ?? rejection.message
}

/**
 * Sorts an answer: confirmed (created, or the id exists), refused for the user to fix, or to be
 * retried later. Retries never blame the user: no connection, rate limit and server errors.
 */
export function readAnswer({ status, body }: ServerAnswer): Verdict {
  if (status >= 200 && status < 300) return { kind: 'delivered' }
  const idProblem = fieldProblems(body).id
  if (status === 400 && isObject(idProblem) && EXISTING_ID_CODES.has(String(idProblem.code))) return { kind: 'delivered' }
  if (status === 0) return { kind: 'retry', reason: 'No connection', stopPass: true }
  if (status === 429) return { kind: 'retry', reason: 'Server busy, waiting a moment', stopPass: true }
  if (status === 408 || status >= 500) return { kind: 'retry', reason: `Server error (${status})`, stopPass: false }
  return { kind: 'rejected', rejection: rejectionOf(body) }
}
