import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { OutboxEntry, StoredFile } from './outbox-entry'

const DB_NAME = 'ironbridge-outbox'
const DB_VERSION = 1

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry }
  // Bytes apart from the entries, so listing what waits never loads the documents.
  files: { key: string; value: { entryId: string; files: StoredFile[] } }
}

type OutboxDb = IDBPDatabase<OutboxSchema>

// A submission counts as saved only once it is on disk, not merely in the browser's write cache.
const STRICT: IDBTransactionOptions = { durability: 'strict' }

let opening: Promise<OutboxDb> | null = null

function database(): Promise<OutboxDb> {
  opening ??= openDB<OutboxSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'id' })
      db.createObjectStore('files', { keyPath: 'entryId' })
    },
    // Another tab or a newer version wants to upgrade: let it, and reopen on next use.
    blocking() {
      void opening?.then((db) => db.close())
      opening = null
    },
  })
  return opening
}

/** Saves an entry with its files, replacing any earlier version of it. */
export async function saveEntry(entry: OutboxEntry, files: StoredFile[]): Promise<void> {
  const tx = (await database()).transaction(['entries', 'files'], 'readwrite', STRICT)
  await Promise.all([
    tx.objectStore('entries').put(entry),
    files.length > 0 ? tx.objectStore('files').put({ entryId: entry.id, files }) : tx.objectStore('files').delete(entry.id),
    tx.done,
  ])
}

export async function getEntry(id: string): Promise<OutboxEntry | undefined> {
  return (await database()).get('entries', id)
}

/** Every waiting entry, oldest first. */
export async function listEntries(): Promise<OutboxEntry[]> {
  const entries = await (await database()).getAll('entries')
  return entries.sort((a, b) => a.createdAt - b.createdAt)
}

export async function getFiles(id: string): Promise<StoredFile[]> {
  return (await (await database()).get('files', id))?.files ?? []
}

/** Applies `change` to an entry if it is still there (it may have been delivered or discarded meanwhile). */
export async function updateEntry(id: string, change: (entry: OutboxEntry) => OutboxEntry): Promise<boolean> {
  const tx = (await database()).transaction('entries', 'readwrite', STRICT)
  const entry = await tx.store.get(id)
  if (entry) await tx.store.put(change(entry))
  await tx.done
  return entry !== undefined
}

export async function deleteEntry(id: string): Promise<void> {
  const tx = (await database()).transaction(['entries', 'files'], 'readwrite', STRICT)
  await Promise.all([tx.objectStore('entries').delete(id), tx.objectStore('files').delete(id), tx.done])
}
