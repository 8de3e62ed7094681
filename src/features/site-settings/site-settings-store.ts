import { maintenanceSettingsOf, type MaintenanceSettings } from './maintenance-settings'

export interface SiteSettingsSnapshot {
  /** As last read; null until read, or when the server has no settings record. */
  settings: MaintenanceSettings | null
  phase: 'idle' | 'reading' | 'read' | 'failed'
  /**
   * The server answered this page with 503: maintenance was on when it was asked for. The
   * page then waits for the settings rather than showing the site in between.
   */
  servedClosed: boolean
}

// Read with a plain request rather than the PocketBase SDK, which every public page would
// then have to download: anyone may read the one settings record (its collection's rules).
const SETTINGS_URL = '/api/collections/site_settings/records?perPage=1&sort=created&skipTotal=1'

function wasServedClosed(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation?.responseStatus === 503
}

let snapshot: SiteSettingsSnapshot = { settings: null, phase: 'idle', servedClosed: wasServedClosed() }
let readAt = 0
let reading: Promise<void> | null = null
const listeners = new Set<() => void>()

function update(next: Partial<SiteSettingsSnapshot>) {
  snapshot = { ...snapshot, ...next }
  listeners.forEach((listener) => listener())
}

function firstRecord(body: unknown): Record<string, unknown> | null {
  const items = (body as { items?: unknown } | null)?.items
  const first: unknown = Array.isArray(items) ? items[0] : undefined
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : null
}

/**
 * Reads the settings unless they were read less than `maxAgeMs` ago; one read at a time. A
 * failed read keeps what was read before.
 */
export function readSiteSettings({ maxAgeMs = 0 }: { maxAgeMs?: number } = {}): Promise<void> {
  if (reading) return reading
  if (snapshot.phase === 'read' && Date.now() - readAt < maxAgeMs) return Promise.resolve()
  if (snapshot.phase !== 'read') update({ phase: 'reading' })
  reading = fetch(SETTINGS_URL, { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`The site settings answered ${response.status}`)
      return response.json() as Promise<unknown>
    })
    .then((body) => {
      const record = firstRecord(body)
      readAt = Date.now()
      update({ settings: record && maintenanceSettingsOf(record), phase: 'read' })
    })
    .catch((error: unknown) => {
      console.warn('The site settings could not be read.', error)
      if (snapshot.phase !== 'read') update({ phase: 'failed' })
    })
    .finally(() => {
      reading = null
    })
  return reading
}

/** Takes a settings record received otherwise (a realtime event). */
export function applySiteSettings(record: object): void {
  readAt = Date.now()
  update({ settings: maintenanceSettingsOf(record as Record<string, unknown>), phase: 'read' })
}

export const siteSettingsStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: (): SiteSettingsSnapshot => snapshot,
}
