import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeRealtimeClient } from '../../../../tests/unit/fixtures/fake-realtime-client'
import { announce } from '../../../lib/outbox/outbox-events'
import { readList, saveList } from '../../../lib/road-copy'
import { useRoadList } from './use-road-list'

vi.mock('../../../lib/road-copy', () => ({ readList: vi.fn(), saveList: vi.fn() }))

interface Load {
  id: string
  status: string
}

const WATCHED = ['loads', 'load_stops'] as const
const savedBeforeGoingOffline = { key: 'driver:loads', savedAt: 1_000, records: [{ id: 'load', status: 'dispatched' }] }

/** A `read` whose answers the test gives, one per call, in order. */
function serverReads() {
  const answers: { resolve: (loads: Load[]) => void; reject: (error: unknown) => void }[] = []
  const read = vi.fn(() => new Promise<Load[]>((resolve, reject) => answers.push({ resolve, reject })))
  const answer = async (result: Load[] | Error) => {
    const next = answers.shift()
    if (!next) throw new Error('no read is waiting')
    if (result instanceof Error) next.reject(result)
    else next.resolve(result)
    await passTime(0)
  }
  return { read, answer }
}

const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

function mount(client = fakeRealtimeClient()) {
  const reads = serverReads()
  const hook = renderHook(() => useRoadList<Load>({ pb: client.pb, copyKey: 'driver:loads', read: reads.read, watch: WATCHED }))
  return { client, ...reads, hook, shown: () => hook.result.current.state }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.mocked(readList).mockResolvedValue(savedBeforeGoingOffline)
  vi.mocked(saveList).mockResolvedValue(undefined)
})

afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
})

describe('useRoadList', () => {
  it("keeps the server's newer rows when a later read fails (a flaky link), and reads again", async () => {
    const { read, answer, shown } = mount()
    await passTime(0)
    await answer([{ id: 'load', status: 'delivered' }])
    // The catch-up read once subscribed fails half way through one bar of signal.
    await passTime(300)
    await answer(new Error('Failed to fetch'))
    expect(shown()).toEqual({ status: 'ready', records: [{ id: 'load', status: 'delivered' }], savedAt: null })

    await passTime(2_000)
    expect(read).toHaveBeenCalledTimes(3)
    await answer([{ id: 'load', status: 'delivered' }])
    expect(shown()).toMatchObject({ status: 'ready', savedAt: null })
  })

  it("shows the device's copy when nothing newer was read", async () => {
    const { answer, shown } = mount()
    await passTime(0)
    await answer(new Error('Failed to fetch'))
    expect(shown()).toEqual({ status: 'ready', records: savedBeforeGoingOffline.records, savedAt: 1_000 })
  })

  it('reads again once the outbox has sent what this device queued', async () => {
    const { read, answer } = mount()
    await passTime(0)
    await answer([{ id: 'load', status: 'dispatched' }])
    await passTime(300)
    await answer([{ id: 'load', status: 'dispatched' }])
    const before = read.mock.calls.length

    act(() => announce({ type: 'delivered', id: 'entry', notice: null }))
    await passTime(300)
    expect(read).toHaveBeenCalledTimes(before + 1)
  })

  it('subscribes again once back online after opening offline, and follows the server from then on', async () => {
    const client = fakeRealtimeClient()
    // The connection event and both collections' subscriptions fail: the page opened offline.
    client.failNextSubscriptions(3)
    const { read, answer } = mount(client)
    await passTime(0)
    await answer(new Error('Failed to fetch'))

    // The SDK never retries a first connection that failed; only a new subscription connects.
    const connectionRequests = () => client.subscriptions().filter(({ topic }) => topic === 'PB_CONNECT').length
    const beforeOnline = connectionRequests()
    act(() => void window.dispatchEvent(new Event('online')))
    await passTime(300)
    expect(connectionRequests()).toBeGreaterThan(beforeOnline)
    const afterOnline = read.mock.calls.length
    expect(afterOnline).toBeGreaterThan(1)
    await answer([{ id: 'load', status: 'in_transit' }])

    client.emit('loads', { action: 'update', record: { id: 'load' } })
    await passTime(300)
    expect(read.mock.calls.length).toBeGreaterThan(afterOnline)
  })
})
