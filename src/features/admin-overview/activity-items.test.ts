import { describe, expect, it } from 'vitest'
import type { ContactMessageRecord, JobApplicationRecord, QuoteRecord, UserRecord } from '../../lib/record-types'
import { applicationActivity, mergeActivity, messageActivity, quoteActivity, signupActivity, type ActivityItem } from './activity-items'

const item = (kind: ActivityItem['kind'], recordId: string, created: string): ActivityItem => ({ kind, recordId, created, title: recordId, detail: '' })

describe('Recent Activity', () => {
  it('merges the lists newest first and keeps the newest', () => {
    const quotes = [item('quote', 'q2', '2026-01-02 10:00:00.000Z'), item('quote', 'q1', '2026-01-01 10:00:00.000Z')]
    const users = [item('signup', 'u1', '2026-01-02 11:00:00.000Z'), item('signup', 'u0', '2025-12-31 09:00:00.000Z')]
    const messages = [item('message', 'm1', '2026-01-01 12:00:00.000Z')]
    expect(mergeActivity([quotes, users, messages], 4).map(({ recordId }) => recordId)).toEqual(['u1', 'q2', 'm1', 'q1'])
    expect(mergeActivity([[], []], 5)).toEqual([])
  })

  it('says what each kind of record is and who it is from', () => {
    const quote = { id: 'q', created: 'c', customer_name: 'Dana', origin: 'Dayton, OH', destination: 'Houston, TX', equipment: 'RGN' } as QuoteRecord
    expect(quoteActivity(quote)).toMatchObject({ title: 'Quote request from Dana', route: ['Dayton, OH', 'Houston, TX'], detail: 'RGN' })
    const application = { id: 'a', created: 'c', first_name: 'Sam', last_name: 'Driver', job_title: 'CDL Truck Driver' } as JobApplicationRecord
    expect(applicationActivity(application)).toMatchObject({ title: 'Job application from Sam Driver', detail: 'CDL Truck Driver' })
    const message = { id: 'm', created: 'c', name: 'Lee', subject: 'Permits' } as ContactMessageRecord
    expect(messageActivity(message)).toMatchObject({ title: 'Message from Lee', detail: 'Permits' })
    const named = { id: 'u', created: 'c', first_name: 'Casey', last_name: 'Carrier', email: 'casey@example.com', company_name: 'Acme' } as UserRecord
    expect(signupActivity(named)).toMatchObject({ title: 'New account: Casey Carrier', detail: 'Acme · casey@example.com' })
    const unnamed = { id: 'u', created: 'c', first_name: '', last_name: '', email: 'new@example.com', company_name: '' } as UserRecord
    expect(signupActivity(unnamed)).toMatchObject({ title: 'New account: new@example.com', detail: 'new@example.com' })
  })
})
