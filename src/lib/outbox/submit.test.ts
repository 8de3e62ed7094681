import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Submission } from './outbox-entry'
import type { ServerAnswer } from './read-answer'
import type { RecordRequest } from './record-request'

const send = vi.fn<(request: RecordRequest) => Promise<ServerAnswer>>()

async function load() {
  vi.resetModules()
  vi.stubGlobal('indexedDB', new IDBFactory())
  vi.stubGlobal('BroadcastChannel', undefined)
  // A page sends by XMLHttpRequest.
  vi.doMock('./send-with-xhr', () => ({ sendWithXhr: send }))
  return { store: await import('./store'), submit: await import('./submit'), space: await import('./storage-full') }
}

const quote: Submission = {
  collection: 'quotes',
  fields: { customer_name: 'Dana Shipper' },
  files: [],
  authToken: '',
  title: 'Quote: Dayton, OH to Houston, TX',
  sentNotice: { title: 'Quote Request Submitted!', message: 'Sent.' },
}

let modules: Awaited<ReturnType<typeof load>>

beforeEach(async () => {
  send.mockReset()
  modules = await load()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('submitToOutbox', () => {
  it('sends at once when online and leaves nothing behind', async () => {
    send.mockResolvedValue({ status: 200, body: {} })
    expect(await modules.submit.submitToOutbox(quote)).toEqual({ kind: 'sent' })
    expect(send).toHaveBeenCalledOnce()
    expect(await modules.store.listEntries()).toEqual([])
  })

  it('keeps it for later when offline, and will announce its delivery', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(await modules.submit.submitToOutbox(quote)).toEqual({ kind: 'saved', reason: 'offline' })
    expect(send).not.toHaveBeenCalled()
    const [entry] = await modules.store.listEntries()
    expect(entry).toMatchObject({ fields: quote.fields, status: 'pending', announceDelivery: true })
    expect(entry!.id).toMatch(/^[a-z0-9]{15}$/)
  })

  it('keeps it for later when the server fails, without blaming the user', async () => {
    send.mockResolvedValue({ status: 503, body: null })
    expect(await modules.submit.submitToOutbox(quote)).toEqual({ kind: 'saved', reason: 'unreachable' })
    expect(await modules.store.listEntries()).toHaveLength(1)
  })

  it('returns the server field errors, and a corrected version replaces the refused entry', async () => {
    send.mockResolvedValueOnce({ status: 400, body: { message: 'Failed.', data: { email: { code: 'x', message: 'Bad email.' } } } })
    const refused = await modules.submit.submitToOutbox(quote)
    expect(refused).toMatchObject({ kind: 'rejected', rejection: { fieldErrors: { email: 'Bad email.' } } })
    const entryId = refused.kind === 'rejected' ? refused.entryId : ''

    send.mockResolvedValueOnce({ status: 503, body: null })
    await modules.submit.submitToOutbox({ ...quote, fields: { customer_name: 'Fixed' } }, { entryId })

    const entries = await modules.store.listEntries()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ id: entryId, status: 'pending', fields: { customer_name: 'Fixed' }, rejection: null })
  })

  it('refuses with StorageFullError, saving and sending nothing, when the browser refuses the write (quota full)', async () => {
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    send.mockResolvedValue({ status: 200, body: {} })
    await expect(modules.submit.submitToOutbox(quote)).rejects.toBeInstanceOf(modules.space.StorageFullError)
    expect(put).toHaveBeenCalled()
    vi.restoreAllMocks()
    expect(send).not.toHaveBeenCalled()
    expect(await modules.store.listEntries()).toEqual([])
  })

  it('refuses with StorageFullError, saving nothing, when the device has no room', async () => {
    vi.stubGlobal('navigator', {
      onLine: true,
      storage: { estimate: () => Promise.resolve({ quota: 10_000_000, usage: 9_500_000 }) },
    })
    const big = { ...quote, files: [{ field: 'resume', name: 'r.pdf', type: 'application/pdf', size: 2_000_000, lastModified: 0, bytes: new ArrayBuffer(8) }] }
    await expect(modules.submit.submitToOutbox(big)).rejects.toBeInstanceOf(modules.space.StorageFullError)
    expect(await modules.store.listEntries()).toEqual([])
    vi.unstubAllGlobals()
  })
})
