import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { failureReason } from './failure-reason'

const refused = (status: number, message: string) => new ClientResponseError({ status, response: { message } })

describe('failureReason', () => {
  it("keeps the server's words for a refused save, and says a session ended in plain words", () => {
    expect(failureReason(refused(400, 'Failed to save the record.'))).toBe('Failed to save the record.')
    expect(failureReason(refused(401, 'The request requires valid record authorization token.'))).toMatch(/^Your session has ended/)
    expect(failureReason(refused(0, ''))).toMatch(/^Could not reach the server/)
  })
})
