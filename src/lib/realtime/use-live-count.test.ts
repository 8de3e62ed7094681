import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeRealtimeClient } from '../../../tests/unit/fixtures/fake-realtime-client'
import { useLiveCount } from './use-live-count'

describe('useLiveCount', () => {
  it('counts the matching records and counts again after events and reconnects', async () => {
    const client = fakeRealtimeClient()
    const { result } = renderHook(() => useLiveCount({ pb: client.pb, collection: 'quotes', filter: "status = 'new'" }))
    expect(result.current.count).toBeNull()
    await client.answerList([{ id: 'a' }], 4)
    expect(client.getList).toHaveBeenCalledWith(1, 1, { filter: "status = 'new'", fields: 'id', requestKey: null })
    // Every event of the collection comes, even one that takes a record out of the filter.
    expect(client.subscriptions()).toContainEqual({ topic: 'quotes/*', options: { filter: undefined, expand: undefined } })
    await waitFor(() => expect(client.pendingLists).toHaveLength(1))
    await client.answerList([{ id: 'a' }], 4)
    expect(result.current).toEqual({ count: 4, connection: 'live' })

    client.emit('quotes', { action: 'create', record: { id: 'b' } })
    client.emit('quotes', { action: 'update', record: { id: 'b' } })
    await waitFor(() => expect(client.pendingLists).toHaveLength(1))
    await client.answerList([{ id: 'b' }], 5)
    expect(result.current.count).toBe(5)

    client.disconnect()
    expect(result.current.connection).toBe('reconnecting')
    client.reconnect()
    expect(client.pendingLists).toHaveLength(1)
    await client.answerList([], 0)
    expect(result.current.count).toBe(0)
  })
})
