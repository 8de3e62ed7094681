import { describe, expect, it } from 'vitest'
import type { RecordOf } from '../../src/lib/record-types'
import { superuser } from './helpers'
import { batchOf, consentId, countRows, pageView, postBatch, send } from './tracking-requests'

describe('tracking under load', () => {
  it('gives 200 concurrent first visits 200 distinct visitor numbers', async () => {
    const prefix = `c200${Date.now().toString(36)}`
    const batches = Array.from({ length: 200 }, () => batchOf([pageView()], { consent_id: consentId(prefix) }))
    const answers = await Promise.all(batches.map((batch) => postBatch(batch, { from: '127.0.8.1' })))
    expect(answers.map((answer) => answer.status)).toEqual(batches.map(() => 200))

    const su = await superuser()
    const visitors = await su
      .collection('unique_visitors')
      .getFullList<RecordOf<'unique_visitors'>>({ filter: `consent_id ~ "${prefix}%"`, batch: 500 })
    expect(visitors).toHaveLength(200)
    const numbers = new Set(visitors.map((visitor) => visitor.visitor_number))
    expect(numbers.size).toBe(200)
    expect([...numbers].every((number) => Number.isInteger(number) && number > 0)).toBe(true)
    expect(new Set(answers.map((answer) => answer.json().visitor_number))).toEqual(numbers)
  })

  it('keeps one visitor row when the first batches of one visitor arrive together', async () => {
    const consent = consentId()
    const batches = Array.from({ length: 10 }, () => batchOf([pageView()], { consent_id: consent }))
    const answers = await Promise.all(batches.map((batch) => postBatch(batch, { from: '127.0.8.2' })))
    expect(answers.map((answer) => answer.status)).toEqual(batches.map(() => 200))
    expect(await countRows('unique_visitors', `consent_id = "${consent}"`)).toBe(1)
    expect(await countRows('unique_visitors', `consent_id = "${consent}" && total_visits = 10`)).toBe(1)
    expect(new Set(answers.map((answer) => answer.json().visitor_number)).size).toBe(1)
  })

  it('answers 429 to one address sending well over 300 requests in 10 s, and not before', async () => {
    const statuses: number[] = []
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => send('/api/track', '{}', { from: '127.0.8.3' })))
      statuses.push(...answers.map((answer) => answer.status))
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(300)
    expect(new Set(statuses)).toEqual(new Set([400, 429]))
    // Another address keeps its own budget.
    expect((await send('/api/track', '{}', { from: '127.0.8.4' })).status).toBe(400)
  })
})
