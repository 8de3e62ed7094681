import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRealtimeClient, type FakeRealtimeClient } from '../../../tests/unit/fixtures/fake-realtime-client'
import type { QuoteRecord } from '../record-types'
import { useLiveList, type LiveListOptions } from './use-live-list'

const quote = (id: string, status: QuoteRecord['status'] = 'new') => ({ id, status, customer_name: `Customer ${id}` }) as QuoteRecord
const idsOf = (items: { id: string }[]) => items.map((item) => item.id)

type Options = Omit<LiveListOptions<'quotes'>, 'pb' | 'collection'>
const newestFirst: Options = { sort: '-created', page: 1, perPage: 3 }

/** Mounts the hook and answers its first read and the catch-up read that follows the subscription. */
async function mountLive(client: FakeRealtimeClient, options: Options = newestFirst, firstPage = [quote('b'), quote('c')], total = 2) {
  const hook = renderHook((props: Options) => useLiveList({ pb: client.pb, collection: 'quotes', ...props }), { initialProps: options })
  await client.answerList(firstPage, total)
  await waitFor(() => expect(client.pendingLists).toHaveLength(1))
  await client.answerList(firstPage, total)
  await waitFor(() => expect(hook.result.current.status).toBe('ready'))
  return hook
}

afterEach(() => vi.restoreAllMocks())

describe('useLiveList', () => {
  it('reads one page as asked, concurrently, and subscribes to the collection with the same filter', async () => {
    const client = fakeRealtimeClient()
    const { result } = await mountLive(client, { ...newestFirst, filter: "status = 'new'", expand: 'user' })
    expect(client.getList).toHaveBeenCalledWith(1, 3, { filter: "status = 'new'", sort: '-created', expand: 'user', requestKey: null })
    expect(client.subscriptions()).toContainEqual({ topic: 'quotes/*', options: { filter: "status = 'new'", expand: 'user' } })
    expect(result.current).toMatchObject({ status: 'ready', totalItems: 2, totalPages: 1, page: 1, perPage: 3, connection: 'live' })
    expect(idsOf(result.current.items)).toEqual(['b', 'c'])
  })

  it('applies create, update and delete events in place without reading again', async () => {
    const client = fakeRealtimeClient()
    const { result } = await mountLive(client)
    const reads = client.getList.mock.calls.length

    client.emit('quotes', { action: 'create', record: quote('a') })
    expect(idsOf(result.current.items)).toEqual(['a', 'b', 'c'])
    expect(result.current.totalItems).toBe(3)
    expect(result.current.newIds.has('a')).toBe(true)

    client.emit('quotes', { action: 'update', record: quote('b', 'reviewed') })
    expect(result.current.items.map((item) => item.status)).toEqual(['new', 'reviewed', 'new'])

    client.emit('quotes', { action: 'delete', record: quote('c') })
    expect(idsOf(result.current.items)).toEqual(['a', 'b'])
    expect(result.current.totalItems).toBe(2)
    expect(client.getList).toHaveBeenCalledTimes(reads)
  })

  it('reads the page again for a record created in another order, and marks it new once shown', async () => {
    const client = fakeRealtimeClient()
    const { result } = await mountLive(client, { ...newestFirst, sort: 'customer_name' })
    client.emit('quotes', { action: 'create', record: quote('a') })
    expect(result.current.totalItems).toBe(3)
    // Only the server knows where it sorts; a short pause gathers a burst into one read.
    await waitFor(() => expect(client.pendingLists).toHaveLength(1))
    await client.answerList([quote('a'), quote('b'), quote('c')], 3)
    expect(idsOf(result.current.items)).toEqual(['a', 'b', 'c'])
    expect(result.current.newIds.has('a')).toBe(true)
  })

  it('lets the row marked new go after a few seconds', async () => {
    const client = fakeRealtimeClient()
    const { result } = await mountLive(client)
    vi.useFakeTimers()
    try {
      client.emit('quotes', { action: 'create', record: quote('a') })
      expect(result.current.newIds.has('a')).toBe(true)
      act(() => {
        vi.advanceTimersByTime(10_000)
      })
      expect(result.current.newIds.has('a')).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('removes a row an update takes out of the filter when told how to test a record', async () => {
    const client = fakeRealtimeClient()
    const matches = (record: QuoteRecord) => record.status === 'new'
    const { result } = await mountLive(client, { ...newestFirst, filter: "status = 'new'", matches })
    // The server must send every event, so the row leaving the filter is announced.
    expect(client.subscriptions()).toContainEqual({ topic: 'quotes/*', options: { filter: undefined, expand: undefined } })

    client.emit('quotes', { action: 'update', record: quote('b', 'archived') })
    expect(idsOf(result.current.items)).toEqual(['c'])
    expect(result.current.totalItems).toBe(1)
    client.emit('quotes', { action: 'create', record: quote('z', 'archived') })
    expect(idsOf(result.current.items)).toEqual(['c'])
  })

  it('ignores an answer that a newer read has overtaken', async () => {
    const client = fakeRealtimeClient()
    const { result, rerender } = await mountLive(client)
    rerender({ ...newestFirst, page: 2 })
    expect(result.current.status).toBe('loading')
    rerender({ ...newestFirst, page: 3 })

    await client.answerList([quote('p3')], 9, 1)
    await client.answerList([quote('p2')], 9, 0)
    expect(idsOf(result.current.items)).toEqual(['p3'])
    expect(result.current).toMatchObject({ page: 3, totalPages: 3, status: 'ready' })
  })

  it('keeps events that arrive while a read is under way', async () => {
    const client = fakeRealtimeClient()
    const { result } = await mountLive(client)
    let reloaded = false
    act(() => void result.current.reload().then(() => (reloaded = true)))
    client.emit('quotes', { action: 'create', record: quote('a') })
    // The answer was written before the quote was created.
    await client.answerList([quote('b'), quote('c')], 2)
    expect(reloaded).toBe(true)
    expect(idsOf(result.current.items)).toEqual(['a', 'b', 'c'])
    expect(result.current.totalItems).toBe(3)
  })

  it('says Reconnecting while the connection is down and reads again once it is back', async () => {
    const client = fakeRealtimeClient()
    const { result } = await mountLive(client)
    client.disconnect()
    expect(result.current.connection).toBe('reconnecting')

    client.reconnect()
    expect(result.current.connection).toBe('live')
    expect(client.pendingLists).toHaveLength(1)
    await client.answerList([quote('n'), quote('b')], 5)
    expect(idsOf(result.current.items)).toEqual(['n', 'b'])
    expect(result.current.totalItems).toBe(5)
  })

  it('reads again on return to the tab and when the browser is back online', async () => {
    const client = fakeRealtimeClient()
    await mountLive(client)
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(client.pendingLists).toHaveLength(1)
    await client.answerList([quote('b')])
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(client.pendingLists).toHaveLength(1)
  })

  it('subscribes again after a refused connection, without asking twice for the events', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const client = fakeRealtimeClient()
    client.failNextSubscriptions(2)
    const { result } = renderHook(() => useLiveList({ pb: client.pb, collection: 'quotes', ...newestFirst }))
    await client.answerList([quote('b')])
    await waitFor(() => expect(result.current.connection).toBe('reconnecting'))

    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(result.current.connection).toBe('live'))
    const topics = client.subscriptions().map(({ topic }) => topic)
    expect(topics.filter((topic) => topic === 'quotes/*')).toHaveLength(1)
  })

  it('reports a failed first read once, and shows the rows once a reload succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const client = fakeRealtimeClient()
    const { result } = renderHook(() => useLiveList({ pb: client.pb, collection: 'quotes', ...newestFirst }))
    await client.failList()
    // The catch-up read that follows the subscription keeps the error up while it reads (a page
    // that reports the error on each change of status would report it twice), and fails as well.
    await waitFor(() => expect(client.pendingLists).toHaveLength(1))
    expect(result.current.status).toBe('error')
    await client.failList()
    expect(result.current.status).toBe('error')

    let reloaded: Promise<void> = Promise.resolve()
    act(() => void (reloaded = result.current.reload()))
    expect(result.current.status).toBe('loading')
    await client.answerList([quote('b')])
    await reloaded
    expect(result.current.status).toBe('ready')
  })

  it('unsubscribes when it unmounts', async () => {
    const client = fakeRealtimeClient()
    const { unmount } = await mountLive(client)
    unmount()
    await waitFor(() => expect(client.subscriptions()).toEqual([]))
  })
})
