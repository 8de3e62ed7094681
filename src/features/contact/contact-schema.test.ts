import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contactRecordFields, contactSchema, emptyContact } from './contact-schema'

const valid = { name: 'Jo Carrier', email: 'jo@example.com', phone: '', subject: 'Escort availability', message: 'Do you run escorts in Ohio?' }

const messagesFor = (values: typeof valid) => {
  const result = v.safeParse(contactSchema, values)
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

describe('contactSchema', () => {
  it('accepts a complete message with or without a phone', () => {
    expect(messagesFor(valid)).toEqual([])
    expect(messagesFor({ ...valid, phone: '(937) 555-0100' })).toEqual([])
  })

  it('answers with the exact texts of the spec', () => {
    expect(messagesFor({ ...emptyContact, phone: '555-01' })).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ])
  })

  it('sends trimmed text', () => {
    expect(contactRecordFields({ ...valid, name: '  Jo Carrier ' }).name).toBe('Jo Carrier')
  })
})
