import { ROAD_COPY_DATABASE } from './road-copy-database'

// A copy, on this device, of what a driver or pilot needs on the road: their loads with stops
// and documents, and the permit files. The service worker never stores signed-in answers
// (features/pwa/cache-rules.ts), so this copy is kept by the pages themselves, per user, and
// deleted at sign-out (features/auth/sign-out.ts). Plain IndexedDB rather than `idb`: sharing
// that library with these signed-in pages would split it out of the first download's bundle.

export interface SavedFile {
  key: string
  name: string
  type: string
  bytes: ArrayBuffer
}

interface SavedList {
  key: string
  savedAt: number
  records: unknown[]
}

type StoreName = 'lists' | 'files'

let opening: Promise<IDBDatabase> | null = null

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(ROAD_COPY_DATABASE, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore('lists', { keyPath: 'key' })
      request.result.createObjectStore('files', { keyPath: 'key' })
    }
    request.onsuccess = () => {
      const db = request.result
      // Another tab upgrades, or sign-out deletes the copy: let it, and reopen on next use.
      db.onversionchange = () => {
        db.close()
        opening = null
      }
      resolve(db)
    }
    request.onerror = () => {
      opening = null
      reject(request.error ?? new Error('The road copy could not be opened'))
    }
  })
  return opening
}

async function run<T>(storeName: StoreName, mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await database()
  return new Promise<T>((resolve, reject) => {
    const request = act(db.transaction(storeName, mode).objectStore(storeName))
    request.onsuccess = () => resolve(request.result as T)
    request.onerror = () => reject(request.error ?? new Error('The road copy could not be read or written'))
  })
}

export async function saveList(key: string, records: unknown[]): Promise<void> {
  await run('lists', 'readwrite', (store) => store.put({ key, savedAt: Date.now(), records } satisfies SavedList))
}

export async function readList<T>(key: string): Promise<{ savedAt: number; records: T[] } | undefined> {
  const saved = await run<SavedList | undefined>('lists', 'readonly', (store) => store.get(key))
  return saved && { savedAt: saved.savedAt, records: saved.records as T[] }
}

export async function saveFile(file: SavedFile): Promise<void> {
  await run('files', 'readwrite', (store) => store.put(file))
}

export function readFile(key: string): Promise<SavedFile | undefined> {
  return run('files', 'readonly', (store) => store.get(key))
}

export async function hasFile(key: string): Promise<boolean> {
  return (await run<IDBValidKey | undefined>('files', 'readonly', (store) => store.getKey(key))) !== undefined
}
