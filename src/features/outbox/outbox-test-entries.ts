import type { OutboxEntry, StoredFile } from './outbox-entry'

/** A waiting quote entry for tests, e.g. `testEntry({ id: 'q2', createdAt: 2 })`. */
export function testEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 'aaaaaaaaaaaaaaa',
    collection: 'quotes',
    fields: { customer_name: 'Dana Shipper', length: 60 },
    authToken: '',
    title: 'Quote: Dayton, OH to Houston, TX',
    sentNotice: { title: 'Quote Request Submitted!', message: 'Sent.' },
    announceDelivery: false,
    createdAt: 1,
    fileCount: 0,
    byteSize: 0,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastFailure: null,
    rejection: null,
    ...overrides,
  }
}

export function testFile(field: string, name: string, bytes: number[]): StoredFile {
  return { field, name, type: 'application/pdf', size: bytes.length, lastModified: 0, bytes: new Uint8Array(bytes).buffer }
}
