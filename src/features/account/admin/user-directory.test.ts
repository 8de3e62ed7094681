import { describe, expect, it } from 'vitest'
import { findUsers, fullName, matchesRole, matchesSearch, NO_ROLE, type UserSummary } from './user-directory'

const dana: UserSummary = { email: 'dana@acme.example', first_name: 'Dana', last_name: 'Reyes', company_name: 'Acme Rigging', roles: ['freight_broker'] }
const lee: UserSummary = { email: 'lee@park.example', first_name: 'Lee', last_name: 'Park', company_name: '', roles: [] }
const ana: UserSummary = { email: 'ana@ironbridge.example', first_name: 'Ana', last_name: '', company_name: '', roles: ['driver', 'admin'] }

describe('fullName', () => {
  it('joins the names and leaves no stray space', () => {
    expect(fullName(dana)).toBe('Dana Reyes')
    expect(fullName(ana)).toBe('Ana')
    expect(fullName({ first_name: '', last_name: '' })).toBe('')
  })
})

describe('matchesSearch', () => {
  it('finds a user by name, e-mail or company, ignoring case', () => {
    expect(matchesSearch(dana, 'REYES')).toBe(true)
    expect(matchesSearch(dana, 'dana@acme')).toBe(true)
    expect(matchesSearch(dana, 'rigging')).toBe(true)
    expect(matchesSearch(dana, 'park')).toBe(false)
  })

  it('needs every word to be found somewhere', () => {
    expect(matchesSearch(dana, 'dana acme')).toBe(true)
    expect(matchesSearch(dana, 'Dana Reyes')).toBe(true)
    expect(matchesSearch(dana, 'dana park')).toBe(false)
  })

  it('finds everyone for a blank search', () => {
    expect(matchesSearch(lee, '  ')).toBe(true)
  })
})

describe('matchesRole', () => {
  it('finds holders of a role, wherever it is in their list', () => {
    expect(matchesRole(ana, 'admin')).toBe(true)
    expect(matchesRole(dana, 'admin')).toBe(false)
  })

  it('finds users without a role under the customer chip', () => {
    expect(matchesRole(lee, NO_ROLE)).toBe(true)
    expect(matchesRole(dana, NO_ROLE)).toBe(false)
    expect(matchesRole(dana, undefined)).toBe(true)
  })
})

describe('findUsers', () => {
  const users = [dana, lee, ana]

  it('gives one page of the users found and counts them all', () => {
    expect(findUsers(users, { text: '', role: undefined, page: 2, perPage: 2 })).toEqual({ items: [ana], totalItems: 3 })
    expect(findUsers(users, { text: 'example', role: 'driver', page: 1, perPage: 2 })).toEqual({ items: [ana], totalItems: 1 })
  })
})
