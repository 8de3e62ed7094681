import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { isOfflineDataError, OFFLINE_DATA_MESSAGE, offlineDataResponse } from './offline-data'

describe('the offline answer', () => {
  it('reaches the page as an SDK error carrying the offline message', async () => {
    const response = offlineDataResponse()
    expect(response.status).toBe(503)
    // What the SDK does with a 4xx/5xx JSON answer.
    const error = new ClientResponseError({ url: '/api/collections/fleet/records', status: response.status, data: (await response.json()) as unknown })

    expect(error.message).toBe(OFFLINE_DATA_MESSAGE)
    expect(isOfflineDataError(error)).toBe(true)
  })

  it('is not confused with other failures', () => {
    const unavailable = new ClientResponseError({ status: 503, data: { message: 'Service Unavailable.' } })
    const networkDown = new ClientResponseError(new TypeError('Failed to fetch'))
    expect(isOfflineDataError(unavailable)).toBe(false)
    expect(isOfflineDataError(networkDown)).toBe(false)
    expect(isOfflineDataError(new Error('boom'))).toBe(false)
    expect(isOfflineDataError(null)).toBe(false)
  })
})
