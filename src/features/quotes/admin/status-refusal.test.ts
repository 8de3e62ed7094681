import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { statusRefusal } from './status-refusal'

const refused = (status: number, data: unknown) =>
  new ClientResponseError({ url: '/api/collections/quotes/records/q1', status, response: { status, message: 'Failed to update record.', data } })

describe('statusRefusal', () => {
  it("reads the server's reason for refusing a move", () => {
    const error = refused(400, { status: { code: 'validation_status_transition', message: 'This quote is already archived.' } })
    expect(statusRefusal(error)).toBe('This quote is already archived.')
  })

  it('is undefined for other field errors, other answers and other errors', () => {
    expect(statusRefusal(refused(400, { notes: { code: 'validation_read_only', message: 'This field cannot be changed.' } }))).toBeUndefined()
    expect(statusRefusal(refused(403, {}))).toBeUndefined()
    expect(statusRefusal(refused(0, {}))).toBeUndefined()
    expect(statusRefusal(new Error('boom'))).toBeUndefined()
  })
})
