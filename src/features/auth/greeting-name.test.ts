import { describe, expect, it } from 'vitest'
import { greetingName } from './greeting-name'

const person = { first_name: '', last_name: '', email: 'jo.miles@haulers.example' }

describe('greetingName', () => {
  it('uses the full name when both parts are known', () => {
    expect(greetingName({ ...person, first_name: 'Jo', last_name: 'Miles' })).toBe('Jo Miles')
  })

  it('falls back to the mailbox part of the e-mail when a name part is missing', () => {
    expect(greetingName({ ...person, first_name: 'Jo' })).toBe('jo.miles')
    expect(greetingName({ ...person, first_name: '  ', last_name: 'Miles' })).toBe('jo.miles')
  })

  it('says "User" when nothing is known', () => {
    expect(greetingName({ ...person, email: '' })).toBe('User')
    expect(greetingName(null)).toBe('User')
  })
})
