import PocketBase from 'pocketbase'
import { describe, expect, it } from 'vitest'
import type { ApplicationRow } from './application-calls'
import { applicationFilter } from './application-filter'

const pb = new PocketBase('http://127.0.0.1')

const application = (fields: Partial<ApplicationRow>) =>
  ({ first_name: 'Sam', last_name: 'Ortega', email: 'sam@applicant.test', job_title: 'CDL Truck Driver', city: 'Dayton', state: 'OH', status: 'new', ...fields }) as ApplicationRow

describe('applicationFilter', () => {
  it('is empty for every status and no search', () => {
    const { filter, matches } = applicationFilter(pb, undefined, '  ')
    expect(filter).toBe('')
    expect(matches(application({ status: 'hired' }))).toBe(true)
  })

  it('finds every word of the search in some field, ignoring case, so a full name finds its applicant', () => {
    const { filter, matches } = applicationFilter(pb, 'new', 'sam ORTEGA')
    expect(filter).toBe(
      "status = \"new\" && (first_name ~ \"sam\" || last_name ~ \"sam\" || email ~ \"sam\" || job_title ~ \"sam\" || city ~ \"sam\" || state ~ \"sam\") && (first_name ~ \"ORTEGA\" || last_name ~ \"ORTEGA\" || email ~ \"ORTEGA\" || job_title ~ \"ORTEGA\" || city ~ \"ORTEGA\" || state ~ \"ORTEGA\")",
    )
    expect(matches(application({}))).toBe(true)
    expect(matches(application({ status: 'reviewed' }))).toBe(false)
    expect(matches(application({ last_name: 'Reyes' }))).toBe(false)
  })

  it('searches the position and the place too', () => {
    expect(applicationFilter(pb, undefined, 'driver dayton').matches(application({}))).toBe(true)
    expect(applicationFilter(pb, undefined, 'driver tulsa').matches(application({}))).toBe(false)
  })

  it('keeps quotes in the search out of the expression', () => {
    expect(applicationFilter(pb, undefined, 'o"brien').filter).toContain('first_name ~ "o\\"brien"')
  })
})
