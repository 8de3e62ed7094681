// Installs IDBRequest, IDBCursor and the rest, which idb looks for as globals.
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServerAnswer } from './read-answer'
import type { RecordRequest } from './record-request'
import { testEntry, testFile } from '../../../tests/unit/fixtures/outbox-entries'

// Fresh modules and a fresh in-memory IndexedDB for every test.
async function load() {
  vi.resetModules()
  vi.stubGlobal('indexedDB', new IDBFactory())
  vi.stubGlobal('BroadcastChannel', undefined)
  return { store: await import('./store'), deliver: await import('./deliver') }
}

const created: ServerAnswer = { status: 200, body: {} }
const answers = (...list: ServerAnswer[]) => {
  const sent: RecordRequest[] = []
  const send = vi.fn((request: RecordRequest) => {
    sent.push(request)
    return Promise.resolve(list.length > 1 ? list.shift()! : list[0]!)
  })
  return { send, sent }
}

let store: Awaited<ReturnType<typeof load>>['store']
let deliver: Awaited<ReturnType<typeof load>>['deliver']

beforeEach(async () => {
  ;({ store, deliver } = await load())
})

describe('drainOutbox', () => {
  it('sends waiting entries oldest first with their id, and removes them once confirmed', async () => {
    await store.saveEntry(testEntry({ id: 'second000000000', createdAt: 2 }), [])
    await store.saveEntry(testEntry({ id: 'first0000000000', createdAt: 1, authToken: 'token-1' }), [])
    const { send, sent } = answers(created)

    const result = await deliver.drainOutbox({ send })

    expect(sent.map((request) => (request.body as Record<string, unknown>).id)).toEqual(['first0000000000', 'second000000000'])
    expect(sent[0]).toMatchObject({ collection: 'quotes', authToken: 'token-1', body: { customer_name: 'Dana Shipper', length: 60 } })
    expect(result).toEqual({ delivered: ['first0000000000', 'second000000000'], rejected: [], waiting: 0 })
    expect(await store.listEntries()).toEqual([])
  })

  it('runs onLocked once it holds the delivery lock, before sending anything', async () => {
    await store.saveEntry(testEntry(), [])
    const { send } = answers(created)
    const order: string[] = []
    send.mockImplementation(() => {
      order.push('send')
      return Promise.resolve(created)
    })

    await deliver.drainOutbox({ send, onLocked: () => Promise.resolve(void order.push('locked')) })

    expect(order).toEqual(['locked', 'send'])
  })

  it('sends files as multipart, byte for byte, with the fields in a JSON part', async () => {
    const files = [testFile('resume', 'resume.pdf', [37, 80, 68, 70, 0, 255]), testFile('other_documents', 'a.pdf', [1, 2])]
    await store.saveEntry(testEntry({ collection: 'job_applications', fileCount: 2, byteSize: 8 }), files)
    const { send, sent } = answers(created)

    await deliver.drainOutbox({ send })

    const body = sent[0]!.body as FormData
    expect(JSON.parse(body.get('@jsonPayload') as string)).toMatchObject({ id: 'aaaaaaaaaaaaaaa', customer_name: 'Dana Shipper' })
    const resume = body.get('resume') as File
    expect(resume.name).toBe('resume.pdf')
    expect([...new Uint8Array(await resume.arrayBuffer())]).toEqual([37, 80, 68, 70, 0, 255])
    expect(await store.getFiles('aaaaaaaaaaaaaaa')).toEqual([])
  })

  it('counts an id the server already has as delivered', async () => {
    await store.saveEntry(testEntry(), [])
    const { send } = answers({ status: 400, body: { data: { id: { code: 'validation_not_unique', message: 'Taken.' } } } })
    expect((await deliver.drainOutbox({ send })).delivered).toEqual(['aaaaaaaaaaaaaaa'])
    expect(await store.listEntries()).toEqual([])
  })

  it('keeps a refused entry, marked with its field errors, and does not send it again', async () => {
    await store.saveEntry(testEntry(), [])
    const { send } = answers({ status: 400, body: { message: 'Failed to create record.', data: { email: { code: 'x', message: 'Bad email.' } } } })

    await deliver.drainOutbox({ send })
    await deliver.drainOutbox({ send })

    expect(send).toHaveBeenCalledTimes(1)
    expect(await store.getEntry('aaaaaaaaaaaaaaa')).toMatchObject({
      status: 'rejected',
      rejection: { message: 'Failed to create record.', fieldErrors: { email: 'Bad email.' } },
    })
  })

  it('retries a server error later and goes on with the other entries', async () => {
    await store.saveEntry(testEntry({ id: 'failing00000000', createdAt: 1 }), [])
    await store.saveEntry(testEntry({ id: 'fine00000000000', createdAt: 2 }), [])
    const { send } = answers({ status: 500, body: null }, created)

    const result = await deliver.drainOutbox({ send })

    expect(result).toEqual({ delivered: ['fine00000000000'], rejected: [], waiting: 1 })
    const failing = await store.getEntry('failing00000000')
    expect(failing).toMatchObject({ status: 'pending', attempts: 1, lastFailure: 'Server error (500)' })
    expect(failing!.nextAttemptAt).toBeGreaterThan(Date.now())
    // Its retry time has not come: a timer-driven pass leaves it alone.
    await deliver.drainOutbox({ send, respectBackoff: true })
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('never lets an entry overtake an earlier one of its stream that waits for its retry time', async () => {
    const road = { collection: 'load_updates' as const, stream: 'load:one' }
    await store.saveEntry(testEntry({ ...road, id: 'arrived00000000', createdAt: 1, nextAttemptAt: Date.now() + 60_000 }), [])
    await store.saveEntry(testEntry({ ...road, id: 'departed0000000', createdAt: 2, nextAttemptAt: 0 }), [])
    await store.saveEntry(testEntry({ id: 'otherform000000', createdAt: 3, nextAttemptAt: 0 }), [])
    const { send, sent } = answers(created)

    const result = await deliver.drainOutbox({ send, respectBackoff: true })

    expect(sent.map((request) => (request.body as Record<string, unknown>).id)).toEqual(['otherform000000'])
    expect(result.waiting).toBe(2)
    await deliver.drainOutbox({ send })
    expect(sent.map((request) => (request.body as Record<string, unknown>).id)).toEqual(['otherform000000', 'arrived00000000', 'departed0000000'])
  })

  it('holds the rest of a stream back when one of its entries meets a server error', async () => {
    const road = { collection: 'load_updates' as const, stream: 'load:one' }
    await store.saveEntry(testEntry({ ...road, id: 'arrived00000000', createdAt: 1 }), [])
    await store.saveEntry(testEntry({ ...road, id: 'departed0000000', createdAt: 2 }), [])
    const { send } = answers({ status: 503, body: null }, created)

    const result = await deliver.drainOutbox({ send })

    expect(send).toHaveBeenCalledTimes(1)
    expect(result).toEqual({ delivered: [], rejected: [], waiting: 2 })
  })

  it('stops at a lost connection, and the others wait as long without counting an attempt', async () => {
    await store.saveEntry(testEntry({ id: 'first0000000000', createdAt: 1 }), [])
    await store.saveEntry(testEntry({ id: 'second000000000', createdAt: 2 }), [])
    const { send } = answers({ status: 0, body: null })

    const result = await deliver.drainOutbox({ send })

    expect(send).toHaveBeenCalledTimes(1)
    expect(result.waiting).toBe(2)
    const [first, second] = await store.listEntries()
    expect(first).toMatchObject({ attempts: 1, lastFailure: 'No connection' })
    expect(second).toMatchObject({ attempts: 0, nextAttemptAt: first!.nextAttemptAt })
  })

  it('sends nothing while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await store.saveEntry(testEntry(), [])
    const { send } = answers(created)
    expect(await deliver.drainOutbox({ send })).toEqual({ delivered: [], rejected: [], waiting: 1 })
    expect(send).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })

  it('skips an entry discarded before its turn, and sends one saved during the pass', async () => {
    await store.saveEntry(testEntry({ id: 'first0000000000', createdAt: 1 }), [])
    await store.saveEntry(testEntry({ id: 'discarded000000', createdAt: 2 }), [])
    const sentIds: unknown[] = []
    const send = async (request: RecordRequest) => {
      const id = (request.body as Record<string, unknown>).id
      sentIds.push(id)
      if (id === 'first0000000000') {
        await store.deleteEntry('discarded000000')
        await store.saveEntry(testEntry({ id: 'latecomer000000', createdAt: 3 }), [])
      }
      return created
    }

    await deliver.drainOutbox({ send })

    expect(sentIds).toEqual(['first0000000000', 'latecomer000000'])
  })
})

describe('deliverOutbox', () => {
  it('rejects while entries still wait, so Background Sync tries again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await store.saveEntry(testEntry(), [])
    await expect(deliver.deliverOutbox()).rejects.toThrow('1 outbox entries are still waiting to be sent')
    vi.restoreAllMocks()
  })

  it('resolves when the outbox is empty', async () => {
    await expect(deliver.deliverOutbox()).resolves.toBeUndefined()
  })
})
