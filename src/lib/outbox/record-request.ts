import type { OutboxEntry, StoredFile } from './outbox-entry'
import type { ServerAnswer } from './read-answer'

/** One create, ready to send: a JSON body, or multipart when there are files. */
export interface RecordRequest {
  collection: OutboxEntry['collection']
  body: FormData | Record<string, unknown>
  authToken: string
  timeoutMs: number
  /** Reports upload progress from 0 to 1, where the transport can. */
  onProgress?: (fraction: number) => void
}

/** Sends one create and returns the answer; never throws for a failed request. */
export type SendRecord = (request: RecordRequest) => Promise<ServerAnswer>

const BASE_TIMEOUT_MS = 30_000
// Uploads get more time on slow links: allowed down to about 20 KB/s.
const MIN_BYTES_PER_MS = 20

export function buildRecordRequest(entry: OutboxEntry, files: StoredFile[]): RecordRequest {
  const fields = { ...entry.fields, id: entry.id }
  const timeoutMs = BASE_TIMEOUT_MS + Math.ceil(entry.byteSize / MIN_BYTES_PER_MS)
  if (files.length === 0) return { collection: entry.collection, body: fields, authToken: entry.authToken, timeoutMs }

  const form = new FormData()
  // PocketBase reads the non-file fields from this part with their JSON types intact.
  form.append('@jsonPayload', JSON.stringify(fields))
  for (const file of files) {
    form.append(file.field, new File([file.bytes], file.name, { type: file.type, lastModified: file.lastModified }))
  }
  return { collection: entry.collection, body: form, authToken: entry.authToken, timeoutMs }
}
