import { describe, expect, it } from 'vitest'
import { readAnswer, rejectionReason } from './read-answer'

const refusal = (data: Record<string, { code: string; message: string }>) => ({
  status: 400,
  message: 'Failed to create record.',
  data,
})

describe('readAnswer', () => {
  it('confirms a created record', () => {
    expect(readAnswer({ status: 200, body: { id: 'abc' } })).toEqual({ kind: 'delivered' })
    expect(readAnswer({ status: 204, body: {} })).toEqual({ kind: 'delivered' })
  })

  it('confirms an id the server already has: an earlier attempt got through', () => {
    const body = refusal({ id: { code: 'validation_not_unique', message: 'Value must be unique.' } })
    expect(readAnswer({ status: 400, body })).toEqual({ kind: 'delivered' })
  })

  it('hands field errors to the user', () => {
    const body = refusal({ resume: { code: 'validation_invalid_mime_type', message: 'Wrong type.' } })
    expect(readAnswer({ status: 400, body })).toEqual({
      kind: 'rejected',
      rejection: { message: 'Failed to create record.', fieldErrors: { resume: 'Wrong type.' } },
    })
  })

  it('retries, without blaming the user, when offline, rate limited or the server fails', () => {
    expect(readAnswer({ status: 0, body: null })).toMatchObject({ kind: 'retry', stopPass: true })
    expect(readAnswer({ status: 429, body: { message: 'Too Many Requests.' } })).toMatchObject({ kind: 'retry', stopPass: true })
    expect(readAnswer({ status: 500, body: null })).toMatchObject({ kind: 'retry', stopPass: false, reason: 'Server error (500)' })
    expect(readAnswer({ status: 503, body: 'Service Unavailable' })).toMatchObject({ kind: 'retry' })
  })

  it('tells a refusal by its first field reason, else by the message', () => {
    expect(rejectionReason({ message: 'Failed to create record.', fieldErrors: { kind: 'This load is delivered.' } })).toBe('This load is delivered.')
    expect(rejectionReason({ message: 'Only drivers may do that.', fieldErrors: {} })).toBe('Only drivers may do that.')
  })
})
