import { describe, expect, it } from 'vitest'
import type { QuoteRecord } from '../../../lib/record-types'
import { quoteListFilter } from './quote-list-filter'

// What pb.filter does: each placeholder replaced by its quoted value.
const pb = {
  filter: (expression: string, params: Record<string, unknown>) =>
    expression.replace(/\{:(\w+)\}/g, (_, key: string) => JSON.stringify(params[key])),
}

const quote = (fields: Partial<QuoteRecord>) =>
  ({ customer_name: 'Dana Shipper', email: 'dana@example.com', origin: 'Dayton, OH', destination: 'Houston, TX', status: 'new', ...fields }) as QuoteRecord

describe('the quote list filter', () => {
  it('is empty for every status and no search', () => {
    const { filter, matches } = quoteListFilter(pb, 'all', '')
    expect(filter).toBe('')
    expect(matches(quote({ status: 'archived' }))).toBe(true)
  })

  it('keeps the chosen status', () => {
    const { filter, matches } = quoteListFilter(pb, 'reviewed', '')
    expect(filter).toBe('status = "reviewed"')
    expect(matches(quote({ status: 'reviewed' }))).toBe(true)
    expect(matches(quote({ status: 'new' }))).toBe(false)
  })

  it('searches the customer, the e-mail, the origin and the destination with ~', () => {
    const { filter, matches } = quoteListFilter(pb, 'all', 'houston')
    expect(filter).toBe('(customer_name ~ "houston" || email ~ "houston" || origin ~ "houston" || destination ~ "houston")')
    expect(matches(quote({}))).toBe(true)
    expect(matches(quote({ destination: 'Mobile, AL' }))).toBe(false)
    expect(quoteListFilter(pb, 'all', 'DANA@').matches(quote({}))).toBe(true)
  })

  it('puts both together', () => {
    expect(quoteListFilter(pb, 'new', 'dayton').filter).toBe(
      'status = "new" && (customer_name ~ "dayton" || email ~ "dayton" || origin ~ "dayton" || destination ~ "dayton")',
    )
  })
})
