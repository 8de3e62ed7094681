import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { failureReason } from './failure-reason'

const refused = (status: number, message: string, data: object = {}) => new ClientResponseError({ status, response: { message, data } })

describe('failureReason', () => {
  it("keeps the server's words for a refused save, and says a session ended in plain words", () => {
    expect(failureReason(refused(400, 'Failed to save the record.'))).toBe('Failed to save the record.')
    expect(failureReason(refused(401, 'The request requires valid record authorization token.'))).toMatch(/^Your session has ended/)
    expect(failureReason(refused(0, ''))).toMatch(/^Could not reach the server/)
  })

  it('says what is wrong with the refused field rather than the general refusal', () => {
    const photo = { image: { code: 'validation_invalid_mime_type', message: 'This file is not a JPG image' } }
    expect(failureReason(refused(400, 'Failed to save the record.', photo))).toBe('This file is not a JPG image')
    const two = { ...photo, vin: { code: 'validation_max', message: 'Must be at most 17 characters' } }
    expect(failureReason(refused(400, 'Failed to save the record.', two))).toBe('This file is not a JPG image (and 1 more, marked in the form)')
  })
})
