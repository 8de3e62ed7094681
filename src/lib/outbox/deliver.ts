import { retryDelayMs } from './backoff'
import { withDeliveryLock } from './delivery-lock'
import type { OutboxEntry } from './outbox-entry'
import { announce } from './outbox-events'
import { readAnswer } from './read-answer'
import { buildRecordRequest, type SendRecord } from './record-request'
import { sendWithSdk } from './send-with-sdk'
import { deleteEntry, getEntry, getFiles, listEntries, updateEntry } from './store'

// This module runs in pages and in the service worker: no DOM, no React, no `window`.

export interface DrainOptions {
  /** Skip entries whose retry time has not come (timers); otherwise try every pending entry. */
  respectBackoff?: boolean
  send?: SendRecord
  onProgress?: (entryId: string, fraction: number) => void
  /** Runs once this sender holds the delivery lock, before it sends anything. */
  onLocked?: () => Promise<void>
}

export interface DrainResult {
  delivered: string[]
  rejected: string[]
  /** Entries still waiting to be retried. */
  waiting: number
}

const isOffline = () => globalThis.navigator?.onLine === false

async function attempt(entry: OutboxEntry, options: DrainOptions) {
  announce({ type: 'sending', id: entry.id })
  const request = buildRecordRequest(entry, entry.fileCount > 0 ? await getFiles(entry.id) : [])
  request.onProgress = options.onProgress && ((fraction) => options.onProgress?.(entry.id, fraction))
  return readAnswer(await (options.send ?? sendWithSdk)(request))
}

function scheduleRetry(entry: OutboxEntry, reason: string) {
  const failures = entry.attempts + 1
  return updateEntry(entry.id, (current) => ({
    ...current,
    attempts: failures,
    nextAttemptAt: Date.now() + retryDelayMs(failures),
    lastFailure: reason,
  }))
}

// After a failure that will hit every entry alike (no connection, rate limit), the others wait
// as long as the one that failed, without counting an attempt they did not make.
async function deferOthers(entries: OutboxEntry[], failedId: string) {
  const until = (await getEntry(failedId))?.nextAttemptAt ?? Date.now()
  for (const entry of entries) {
    await updateEntry(entry.id, (current) => ({ ...current, nextAttemptAt: Math.max(current.nextAttemptAt, until) }))
  }
}

// Which pending entries this pass may try now, oldest first. An entry waits while an earlier
// entry of its stream is still waiting for its retry time, so dependent entries keep their order.
function sendableNow(entries: OutboxEntry[], tried: Set<string>, blockedStreams: Set<string>, respectBackoff: boolean) {
  const sendable: OutboxEntry[] = []
  for (const entry of entries) {
    if (entry.status !== 'pending' || tried.has(entry.id)) continue
    if (entry.stream && blockedStreams.has(entry.stream)) continue
    if (respectBackoff && entry.nextAttemptAt > Date.now()) {
      if (entry.stream) blockedStreams.add(entry.stream)
      continue
    }
    sendable.push(entry)
  }
  return sendable
}

async function drainLocked(options: DrainOptions): Promise<DrainResult> {
  const result: DrainResult = { delivered: [], rejected: [], waiting: 0 }
  const tried = new Set<string>()
  const blockedStreams = new Set<string>()
  let stopped = isOffline()
  // Loops so that entries saved while a pass was running are sent in the same turn.
  while (!stopped) {
    const due = sendableNow(await listEntries(), tried, blockedStreams, !!options.respectBackoff)
    if (due.length === 0) break
    for (const [index, listed] of due.entries()) {
      tried.add(listed.id)
      if (listed.stream && blockedStreams.has(listed.stream)) continue
      // It may have been discarded, or delivered by a pass that ran without a lock, meanwhile.
      const entry = await getEntry(listed.id)
      if (entry?.status !== 'pending') continue
      const verdict = await attempt(entry, options)
      if (verdict.kind === 'delivered') {
        await deleteEntry(entry.id)
        result.delivered.push(entry.id)
        announce({ type: 'delivered', id: entry.id, notice: entry.announceDelivery ? entry.sentNotice : null })
      } else if (verdict.kind === 'rejected') {
        await updateEntry(entry.id, (current) => ({ ...current, status: 'rejected', rejection: verdict.rejection }))
        result.rejected.push(entry.id)
        announce({ type: 'rejected', id: entry.id, title: entry.announceDelivery ? entry.title : null })
      } else {
        await scheduleRetry(entry, verdict.reason)
        announce({ type: 'retrying', id: entry.id })
        if (entry.stream) blockedStreams.add(entry.stream)
        if (verdict.stopPass) {
          await deferOthers(due.slice(index + 1), entry.id)
          stopped = true
          break
        }
      }
    }
  }
  result.waiting = (await listEntries()).filter((entry) => entry.status === 'pending').length
  return result
}

/** Sends what waits in the outbox, one tab or worker at a time; reports what became of it. */
export function drainOutbox(options: DrainOptions = {}): Promise<DrainResult> {
  return withDeliveryLock(async () => {
    await options.onLocked?.()
    return drainLocked(options)
  })
}

/**
 * Delivers every pending entry now; for the service worker's Background Sync, which retries
 * later when this rejects because some entries could not be sent yet.
 */
export async function deliverOutbox(): Promise<void> {
  const { waiting } = await drainOutbox()
  if (waiting > 0) throw new Error(`${waiting} outbox entries are still waiting to be sent`)
}
