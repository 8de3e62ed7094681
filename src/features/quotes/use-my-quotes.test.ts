import { act, renderHook, waitFor } from '@testing-library/react'
import type { RecordSubscription } from 'pocketbase'
import { describe, expect, it, vi } from 'vitest'
import type { QuoteRecord, TypedPocketBase } from '../../lib/record-types'
import { useMyQuotes } from './use-my-quotes'

function quote(id: string, status: QuoteRecord['status'] = 'new') {
  return { id, status, origin: 'Dayton, OH', destination: 'Houston, TX' } as QuoteRecord
}

function fakeClient(pages: QuoteRecord[][]) {
  let onEvent: (event: RecordSubscription<QuoteRecord>) => void = () => {}
  const unsubscribe = vi.fn(() => Promise.resolve())
  const getList = vi.fn(() => {
    const items = pages.shift() ?? []
    return Promise.resolve({ page: 1, perPage: 10, totalItems: items.length, totalPages: 1, items })
  })
  const subscribe = vi.fn((_topic: string, callback: typeof onEvent) => {
    onEvent = callback
    return Promise.resolve(unsubscribe)
  })
  const pb = {
    filter: (expression: string) => expression,
    collection: () => ({ getList, subscribe }),
    realtime: { subscribe: vi.fn(() => Promise.resolve(unsubscribe)) },
  } as unknown as TypedPocketBase
  return { pb, getList, unsubscribe, emit: (event: RecordSubscription<QuoteRecord>) => act(() => onEvent(event)) }
}

const itemsOf = (state: ReturnType<typeof useMyQuotes>['state']) => (state.status === 'ready' ? state.page.items : [])

describe('useMyQuotes', () => {
  it("loads the user's quotes and updates a status in place when the server announces it", async () => {
    const client = fakeClient([[quote('a'), quote('b')]])
    const { result } = renderHook(() => useMyQuotes(client.pb, 'user1', 1))
    await waitFor(() => expect(itemsOf(result.current.state)).toHaveLength(2))

    client.emit({ action: 'update', record: quote('b', 'reviewed') })
    expect(itemsOf(result.current.state).map((item) => item.status)).toEqual(['new', 'reviewed'])
    expect(client.getList).toHaveBeenCalledTimes(1)
  })

  it('reloads the page when a quote is created or deleted, and unsubscribes on unmount', async () => {
    const client = fakeClient([[quote('a')], [quote('c'), quote('a')]])
    const { result, unmount } = renderHook(() => useMyQuotes(client.pb, 'user1', 1))
    await waitFor(() => expect(itemsOf(result.current.state)).toHaveLength(1))

    client.emit({ action: 'create', record: quote('c') })
    await waitFor(() => expect(itemsOf(result.current.state).map((item) => item.id)).toEqual(['c', 'a']))

    unmount()
    await waitFor(() => expect(client.unsubscribe).toHaveBeenCalledTimes(2))
  })

  it('reports a failed load when nothing was read before', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = fakeClient([])
    client.getList.mockRejectedValueOnce(new Error('offline'))
    const { result } = renderHook(() => useMyQuotes(client.pb, 'nobody', 1))
    await waitFor(() => expect(result.current.state.status).toBe('error'))
  })

  it('shows the list last read, with its time, when the next read fails (offline)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const online = fakeClient([[quote('a'), quote('b')]])
    const first = renderHook(() => useMyQuotes(online.pb, 'user2', 1))
    await waitFor(() => expect(itemsOf(first.result.current.state)).toHaveLength(2))
    first.unmount()

    const offline = fakeClient([])
    offline.getList.mockRejectedValueOnce(new Error('offline'))
    const { result } = renderHook(() => useMyQuotes(offline.pb, 'user2', 1))
    await waitFor(() => expect(itemsOf(result.current.state).map((item) => item.id)).toEqual(['a', 'b']))
    const { state } = result.current
    expect(state.status === 'ready' ? state.savedAt : undefined).toBeGreaterThan(0)
    // Another user of the same tab never sees it.
    const stranger = fakeClient([])
    stranger.getList.mockRejectedValueOnce(new Error('offline'))
    const other = renderHook(() => useMyQuotes(stranger.pb, 'user3', 1))
    await waitFor(() => expect(other.result.current.state.status).toBe('error'))
  })
})
