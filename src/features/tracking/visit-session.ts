import { readItem, removeItem, writeItem } from './browser-storage'
import { randomUuid } from './random-ids'
import { STORAGE_KEYS } from './storage-keys'

/** The server's pattern for consent, session and event ids. */
const ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/
/** As many session ids as the server's forget route takes. */
const MAX_KNOWN_SESSIONS = 100

interface SessionStats {
  startedAt: number
  pages: number
}

export interface VisitSession {
  id: string
  /** The session began with this page load (a new tab, or the first accepted page). */
  isNew: boolean
}

/** This tab's session: kept in sessionStorage, so it lasts until the tab closes. */
export function openSession(now = Date.now()): VisitSession {
  const stored = readItem('session', STORAGE_KEYS.sessionId)
  if (stored !== null && ID_PATTERN.test(stored)) return { id: stored, isNew: false }
  const id = randomUuid()
  writeItem('session', STORAGE_KEYS.sessionId, id)
  writeItem('session', STORAGE_KEYS.sessionStats, JSON.stringify({ startedAt: now, pages: 0 } satisfies SessionStats))
  rememberSession(id)
  return { id, isNew: true }
}

function readStats(now: number): SessionStats {
  try {
    const parsed = JSON.parse(readItem('session', STORAGE_KEYS.sessionStats) ?? 'null') as Partial<SessionStats> | null
    if (typeof parsed?.startedAt === 'number' && typeof parsed.pages === 'number') return { startedAt: parsed.startedAt, pages: parsed.pages }
  } catch {
    // Unreadable: start counting again.
  }
  return { startedAt: now, pages: 0 }
}

/** Counts a page shown in this session. */
export function countPage(now = Date.now()): void {
  const stats = readStats(now)
  writeItem('session', STORAGE_KEYS.sessionStats, JSON.stringify({ ...stats, pages: stats.pages + 1 }))
}

/** How long this session has lasted and how many pages it has shown. */
export function sessionProgress(now = Date.now()): { durationMs: number; pages: number } {
  const stats = readStats(now)
  return { durationMs: now - stats.startedAt, pages: stats.pages }
}

/** The session ids seen in this browser under its consent id, newest last. */
export function knownSessionIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(readItem('local', STORAGE_KEYS.knownSessions) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && ID_PATTERN.test(id)) : []
  } catch {
    return []
  }
}

function rememberSession(id: string): void {
  const ids = [...knownSessionIds().filter((known) => known !== id), id].slice(-MAX_KNOWN_SESSIONS)
  writeItem('local', STORAGE_KEYS.knownSessions, JSON.stringify(ids))
}

/** Removes every id and waiting event the tracker keeps in this browser (after Forget me). */
export function clearVisitData(): void {
  for (const key of [STORAGE_KEYS.consentId, STORAGE_KEYS.knownSessions, STORAGE_KEYS.buffer]) removeItem('local', key)
  for (const key of [STORAGE_KEYS.sessionId, STORAGE_KEYS.sessionStats, STORAGE_KEYS.replay]) removeItem('session', key)
}
