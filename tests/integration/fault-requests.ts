/**
 * Requests of the fault tests, to a server of their own that trusts X-Forwarded-For: each
 * submission comes from an address of its own, as from many visitors, so the rate limits
 * (which stay on) count per visitor.
 */

let nextAddress = 0

export function visitorAddress(): string {
  nextAddress += 1
  return `10.77.${(nextAddress >> 8) & 255}.${nextAddress & 255}`
}

/** A fresh client-generated id, as the outbox makes them: 15 characters of [a-z0-9]. */
export function clientId(): string {
  let id = ''
  while (id.length < 15) id += Math.random().toString(36).slice(2)
  return id.slice(0, 15)
}

export type Outcome = 'created' | 'already received' | 'no answer'

/**
 * Sends one queued submission as the outbox does and tells how it went: created, already
 * received (its id exists: an earlier attempt got through), or no answer (to be sent again).
 * Any other answer fails the test.
 */
export async function sendQueued(baseUrl: string, collection: string, body: Record<string, unknown>): Promise<Outcome> {
  let response: Response
  try {
    response = await fetch(`${baseUrl}/api/collections/${collection}/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
      body: JSON.stringify(body),
    })
  } catch {
    return 'no answer'
  }
  if (response.ok) return 'created'
  const answer = (await response.json()) as { data?: { id?: { code?: string } } }
  if (response.status === 400 && answer.data?.id?.code === 'validation_not_unique') return 'already received'
  throw new Error(`${collection}: ${response.status} ${JSON.stringify(answer)}`)
}
