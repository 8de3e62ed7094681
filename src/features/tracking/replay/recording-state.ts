import { readItem, writeItem } from '../browser-storage'
import { STORAGE_KEYS } from '../storage-keys'

/** A recording's running totals, kept for the tab (a reload continues the same recording). */
export interface RecordingState {
  sessionId: string
  startedAt: number
  nextEvent: number
  nextChunk: number
  pages: number
  clicks: number
  scrolls: number
}

function isState(value: unknown, sessionId: string): value is RecordingState {
  if (typeof value !== 'object' || value === null) return false
  const state = value as Partial<RecordingState>
  return state.sessionId === sessionId && ['startedAt', 'nextEvent', 'nextChunk', 'pages', 'clicks', 'scrolls'].every((key) => typeof state[key as keyof RecordingState] === 'number')
}

/** This tab's recording of `sessionId`: continued when one is kept, else new (isNew). */
export function openRecordingState(sessionId: string, now = Date.now()): { state: RecordingState; isNew: boolean; save: () => void } {
  let parsed: unknown = null
  try {
    parsed = JSON.parse(readItem('session', STORAGE_KEYS.replay) ?? 'null')
  } catch {
    parsed = null
  }
  const isNew = !isState(parsed, sessionId)
  const state: RecordingState = isNew ? { sessionId, startedAt: now, nextEvent: 0, nextChunk: 0, pages: 0, clicks: 0, scrolls: 0 } : (parsed as RecordingState)
  const save = () => writeItem('session', STORAGE_KEYS.replay, JSON.stringify(state))
  save()
  return { state, isNew, save }
}
