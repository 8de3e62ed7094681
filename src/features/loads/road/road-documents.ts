import type { LoadDocumentRecord, TypedPocketBase } from '../../../lib/record-types'
import { hasFile, readFile, saveFile } from '../../../lib/road-copy'

/** Keeps each document's file on the device (once), so a permit opens without a connection. */
export async function keepDocumentFiles(pb: TypedPocketBase, documents: readonly LoadDocumentRecord[]): Promise<void> {
  const missing: LoadDocumentRecord[] = []
  for (const document of documents) if (document.file && !(await hasFile(document.id))) missing.push(document)
  if (missing.length === 0) return
  const token = await pb.files.getToken()
  for (const document of missing) {
    const response = await fetch(pb.files.getURL(document, document.file, { token }))
    if (!response.ok) continue
    const blob = await response.blob()
    await saveFile({
      key: document.id,
      name: document.file,
      type: blob.type,
      bytes: await blob.arrayBuffer(),
    })
  }
}

/** Opens a document: from the device's copy when there is one, else from the server. */
export async function openDocument(pb: TypedPocketBase, document: LoadDocumentRecord): Promise<void> {
  // Opened before any await, so the browser counts it as the tap's own window.
  const opened = window.open('', '_blank')
  const saved = await readFile(document.id)
  const url = saved
    ? URL.createObjectURL(new Blob([saved.bytes], { type: saved.type }))
    : pb.files.getURL(document, document.file, {
        token: await pb.files.getToken(),
      })
  if (opened) opened.location.href = url
  else window.location.href = url
}
