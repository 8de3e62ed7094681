import { describe, expect, it } from 'vitest'
import { messageTexts, replyLink } from './admin-texts'

describe('replyLink', () => {
  it('answers the sender with the subject after "Re: "', () => {
    expect(replyLink({ email: 'lee@customer.test', subject: 'Permit question & timing?' })).toBe(
      'mailto:lee@customer.test?subject=Re%3A%20Permit%20question%20%26%20timing%3F',
    )
  })

  it('does not stack "Re:" on a subject that has it', () => {
    expect(replyLink({ email: 'lee@customer.test', subject: 'RE: quote 42' })).toBe('mailto:lee@customer.test?subject=RE%3A%20quote%2042')
  })
})

describe('messageTexts', () => {
  it('asks before a delete with the sender’s name', () => {
    expect(messageTexts.deleteQuestion('Lee Carter')).toBe(
      'Are you sure you want to delete the message from Lee Carter? This action cannot be undone.',
    )
  })
})
