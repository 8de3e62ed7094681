import { useCallback, useRef, useState } from 'react'
import { sendWithProgress, type ProgressAnswer } from '../../lib/upload/send-with-progress'

export interface UploadItem {
  /** A key of this page's own, not a record id. */
  key: string
  file: File
  /** `refused`: the server turned the file itself down (not an image, too large): sending it again cannot help. */
  state: 'ready' | 'uploading' | 'done' | 'failed' | 'refused'
  /** From 0 to 1. */
  progress: number
  error?: string
}

export interface UploadRequest {
  method: 'POST' | 'PATCH'
  url: string
  body: FormData
}

export interface UploadQueueOptions {
  /** Where and how one file goes, e.g. `(file) => ({ method: 'POST', url: '/api/collections/gallery_images/records', body })`. */
  toRequest: (item: UploadItem) => UploadRequest
  /** The signed-in admin's token (`pb.authStore.token`). */
  authToken?: string
  onUploaded?: (answer: unknown, item: UploadItem) => void
}

// Generous for a large photo over a weak mobile connection; the bar shows it is moving.
const UPLOAD_TIMEOUT_MS = 120_000

let nextKey = 0

/**
 * Files waiting to be sent, each sent with its own progress. Example:
 * `const queue = useUploadQueue({ toRequest, authToken: pb.authStore.token }); queue.add(files); await queue.sendAll()`.
 */
export function useUploadQueue({ toRequest, authToken, onUploaded }: UploadQueueOptions) {
  const [items, setItems] = useState<UploadItem[]>([])
  const current = useRef(items)

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    current.current = current.current.map((item) => (item.key === key ? { ...item, ...change } : item))
    setItems(current.current)
  }, [])

  const add = useCallback((files: File[]) => {
    const added = files.map((file): UploadItem => ({ key: `upload-${++nextKey}`, file, state: 'ready', progress: 0 }))
    current.current = [...current.current, ...added]
    setItems(current.current)
    return added
  }, [])

  const remove = useCallback((key: string) => {
    current.current = current.current.filter((item) => item.key !== key)
    setItems(current.current)
  }, [])

  const clearDone = useCallback(() => {
    current.current = current.current.filter((item) => item.state !== 'done')
    setItems(current.current)
  }, [])

  const send = async (item: UploadItem): Promise<boolean> => {
    update(item.key, { state: 'uploading', progress: 0, error: undefined })
    const answer = await sendWithProgress({
      ...toRequest(item),
      authToken,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      onProgress: (progress) => update(item.key, { progress }),
    })
    if (answer.status >= 200 && answer.status < 300) {
      update(item.key, { state: 'done', progress: 1 })
      onUploaded?.(answer.body, item)
      return true
    }
    update(item.key, { state: isRefusal(answer.status) ? 'refused' : 'failed', error: uploadFailure(answer) })
    return false
  }

  /** Sends the given items (by default every one not sent yet), one after another; resolves how many went. */
  const sendAll = async (batch: UploadItem[] = current.current.filter((item) => item.state === 'ready' || item.state === 'failed')) => {
    let uploaded = 0
    for (const item of batch) if (await send(item)) uploaded++
    return { uploaded, failed: batch.length - uploaded }
  }

  return { items, add, remove, clearDone, send, sendAll, isSending: items.some((item) => item.state === 'uploading') }
}

// 400: the record (the file) was refused with a reason; 413: too large. Anything else (no
// connection, a session that ended, a busy or failing server) may pass on a second try.
const isRefusal = (status: number) => status === 400 || status === 413

/** The server's reason (a field's message first), else the spec's "Upload failed". */
export function uploadFailure({ status, body }: ProgressAnswer): string {
  if (status === 0) return 'Could not reach the server. Check your connection and try again.'
  const { message, data } = (body ?? {}) as { message?: unknown; data?: Record<string, { message?: unknown } | undefined> }
  const fieldMessage = Object.values(data ?? {}).find((field) => typeof field?.message === 'string')?.message
  if (typeof fieldMessage === 'string') return fieldMessage
  return typeof message === 'string' && message ? message : 'Upload failed'
}
