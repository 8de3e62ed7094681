import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testEntry } from '../../../tests/unit/fixtures/outbox-entries'

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
  vi.resetModules()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The snapshot module and the store as a fresh page has them. */
async function freshOutbox() {
  const { outboxSnapshot } = await import('./outbox-snapshot')
  const store = await import('./store')
  const events = await import('./outbox-events')
  return { outboxSnapshot, store, events }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('outboxSnapshot', () => {
  it('keeps the same snapshot, and calls no one, while the outbox stays empty', async () => {
    const { outboxSnapshot, events } = await freshOutbox()
    const before = outboxSnapshot.get()
    const listener = vi.fn()
    outboxSnapshot.subscribe(listener)
    await settle()
    events.announce({ type: 'changed' })
    await settle()

    expect(listener).not.toHaveBeenCalled()
    expect(outboxSnapshot.get()).toBe(before)
  })

  it('tells its listeners when an entry arrives, and again when the last one leaves', async () => {
    const { outboxSnapshot, store, events } = await freshOutbox()
    const listener = vi.fn()
    outboxSnapshot.subscribe(listener)
    await settle()

    const entry = testEntry({ id: 'quote0000000001' })
    await store.saveEntry(entry, [])
    events.announce({ type: 'changed' })
    await vi.waitFor(() => expect(outboxSnapshot.get().entries.map(({ id }) => id)).toEqual([entry.id]))

    await store.deleteEntry(entry.id)
    events.announce({ type: 'changed' })
    await vi.waitFor(() => expect(outboxSnapshot.get().entries).toEqual([]))
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
