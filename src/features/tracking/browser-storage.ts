/**
 * localStorage and sessionStorage that never throw: where the browser refuses storage (some
 * privacy modes, full quota), values are kept in memory for the life of the page instead.
 */

export type StorageArea = 'local' | 'session'

const inMemory: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() }

function storageOf(area: StorageArea): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage
}

export function readItem(area: StorageArea, key: string): string | null {
  try {
    return storageOf(area).getItem(key) ?? inMemory[area].get(key) ?? null
  } catch {
    return inMemory[area].get(key) ?? null
  }
}

export function writeItem(area: StorageArea, key: string, value: string): void {
  try {
    storageOf(area).setItem(key, value)
    inMemory[area].delete(key)
  } catch {
    inMemory[area].set(key, value)
  }
}

export function removeItem(area: StorageArea, key: string): void {
  inMemory[area].delete(key)
  try {
    storageOf(area).removeItem(key)
  } catch {
    // Nothing was stored there.
  }
}
