import PocketBase from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { liveFilter } from './live-filter'

interface Quote {
  id: string
  status: string
  customer_name: string
  email: string
}

const pb = new PocketBase('http://127.0.0.1')
const quote = (status: string, customer_name: string, email = 'dana@example.com'): Quote => ({ id: 'q', status, customer_name, email })

describe('liveFilter', () => {
  it('writes one condition for the server and for a record', () => {
    const { filter, matches } = liveFilter<Quote>(pb, {
      equals: { status: 'new' },
      search: { text: ' Dana ', fields: ['customer_name', 'email'] },
    })
    expect(filter).toBe('status = "new" && (customer_name ~ "Dana" || email ~ "Dana")')
    expect(matches(quote('new', 'DANA Reyes', 'x@example.com'))).toBe(true)
    expect(matches(quote('new', 'Lee', 'dana@example.com'))).toBe(true)
    expect(matches(quote('reviewed', 'Dana Reyes'))).toBe(false)
    expect(matches(quote('new', 'Lee', 'lee@example.com'))).toBe(false)
  })

  it('leaves a field free when its value is undefined, and blank text finds everything', () => {
    const { filter, matches } = liveFilter<Quote>(pb, { equals: { status: undefined }, search: { text: '  ', fields: ['email'] } })
    expect(filter).toBe('')
    expect(matches(quote('archived', 'Anyone'))).toBe(true)
  })

  it('keeps quotes in the text out of the expression', () => {
    const { filter } = liveFilter<Quote>(pb, { search: { text: 'Dana" || status != "', fields: ['customer_name'] } })
    expect(filter).toBe('(customer_name ~ "Dana\\" || status != \\"")')
  })
})
