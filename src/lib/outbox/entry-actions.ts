import type { OutboxEntry, StoredFile } from './outbox-entry'
import { announce } from './outbox-events'
import { deliverFromPage } from './page-delivery'
import { deleteEntry, getEntry, getFiles, updateEntry } from './store'

/** Sends one waiting entry now, whatever its retry time. */
export async function retryNow(id: string): Promise<void> {
  await updateEntry(id, (entry) => ({ ...entry, nextAttemptAt: 0 }))
  announce({ type: 'changed' })
  await deliverFromPage({ respectBackoff: true })
}

/** Deletes an entry that will not be sent (the user confirmed). */
export async function discardEntry(id: string): Promise<void> {
  await deleteEntry(id)
  announce({ type: 'changed' })
}

/** An entry with its files, to open in its form; null when it is no longer waiting. */
export async function loadEntry(id: string): Promise<{ entry: OutboxEntry; files: StoredFile[] } | null> {
  const entry = await getEntry(id)
  return entry ? { entry, files: await getFiles(id) } : null
}
