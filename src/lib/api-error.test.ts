import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { errorMessage, serverFieldErrors } from './api-error'

function serverError(status: number, response: object = {}) {
  return new ClientResponseError({ status, response })
}

describe('errorMessage', () => {
  it('prefers the first field message, then the server message, then the fallback', () => {
    const withField = serverError(400, { message: 'Failed to create record.', data: { email: { code: 'validation_not_unique', message: 'Value must be unique.' } } })
    expect(errorMessage(withField, 'Failed')).toBe('Value must be unique.')
    expect(errorMessage(serverError(400, { message: 'Failed to authenticate.' }), 'Failed')).toBe('Failed to authenticate.')
    expect(errorMessage(serverError(500), 'Failed to sign in')).toBe('Failed to sign in')
  })

  it('explains being offline, being rate limited and a session that ended', () => {
    expect(errorMessage(serverError(0), 'x')).toMatch(/Could not reach the server/)
    expect(errorMessage(serverError(429), 'x')).toMatch(/Too many attempts/)
    const unauthorized = serverError(401, { message: 'The request requires valid record authorization token.' })
    expect(errorMessage(unauthorized, 'x')).toMatch(/^Your session has ended\. Please sign in again/)
  })

  it('has nothing to say about a cancelled request, which is not a failure', () => {
    expect(errorMessage(new ClientResponseError({ isAbort: true }), 'x')).toBeUndefined()
    expect(errorMessage(new ClientResponseError({ name: 'AbortError' }), 'x')).toBeUndefined()
  })

  it('uses the message of other errors, or the fallback', () => {
    expect(errorMessage(new Error('Boom'), 'x')).toBe('Boom')
    expect(errorMessage('odd', 'Failed to sign out')).toBe('Failed to sign out')
  })
})

describe('serverFieldErrors', () => {
  it('reduces PocketBase field errors to messages by field', () => {
    const error = serverError(400, { data: { email: { code: 'validation_invalid_email', message: 'Must be a valid email address.' }, odd: 3 } })
    expect(serverFieldErrors(error)).toEqual({ email: 'Must be a valid email address.' })
    expect(serverFieldErrors(error, { validation_invalid_email: 'Enter a valid email.' })).toEqual({ email: 'Enter a valid email.' })
    expect(serverFieldErrors(new Error('x'))).toEqual({})
  })
})
