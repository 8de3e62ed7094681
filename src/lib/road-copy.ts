import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

// A copy, on this device, of what a driver or pilot needs on the road: their loads with stops
// and documents, and the permit files. The service worker never stores signed-in answers
// (features/pwa/cache-rules.ts), so this copy is kept by the pages themselves, per user, and
// removed at sign-out.

const DB_NAME = 'ironbridge-road'
const DB_VERSION = 1

export interface SavedFile {
  key: string
  name: string
  type: string
  bytes: ArrayBuffer
}

interface RoadSchema extends DBSchema {
  /** One answer per user and list, e.g. `${userId}:driver-loads`. */
  lists: {
    key: string
    value: { key: string; savedAt: number; records: unknown[] }
  }
  files: { key: string; value: SavedFile }
}

let opening: Promise<IDBPDatabase<RoadSchema>> | null = null

function database() {
  opening ??= openDB<RoadSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('lists', { keyPath: 'key' })
      db.createObjectStore('files', { keyPath: 'key' })
    },
    blocking() {
      void opening?.then((db) => db.close())
      opening = null
    },
  })
  return opening
}

export async function saveList(key: string, records: unknown[]): Promise<void> {
  await (await database()).put('lists', { key, savedAt: Date.now(), records })
}

export async function readList<T>(key: string): Promise<{ savedAt: number; records: T[] } | undefined> {
  const saved = await (await database()).get('lists', key)
  return saved && { savedAt: saved.savedAt, records: saved.records as T[] }
}

export async function saveFile(file: SavedFile): Promise<void> {
  await (await database()).put('files', file)
}

export async function readFile(key: string): Promise<SavedFile | undefined> {
  return (await database()).get('files', key)
}

export async function hasFile(key: string): Promise<boolean> {
  return (await (await database()).getKey('files', key)) !== undefined
}

/** Removes every copy (at sign-out: the next user of the device must not read them). */
export async function clearRoadCopies(): Promise<void> {
  const db = await database()
  await Promise.all([db.clear('lists'), db.clear('files')])
}
