import type { JobApplicationRecord, TypedPocketBase } from '../../../lib/record-types'
import type { ApplicationDocument } from './application-documents'

/**
 * Saves a protected job document on the admin's computer: a short-lived file token (the
 * server gives one to admins only) opens the file, which is saved as `document.saveAs`.
 */
export async function downloadDocument(pb: TypedPocketBase, application: JobApplicationRecord, document: ApplicationDocument): Promise<void> {
  const token = await pb.files.getToken({ requestKey: null })
  const url = pb.files.getURL(application, document.storedName, { token, download: true })
  const response = await fetch(url, { cache: 'no-store', credentials: 'omit' })
  if (!response.ok) throw new Error(`The server answered ${response.status} for ${document.storedName}.`)
  saveBlob(await response.blob(), document.saveAs)
}

// Long enough for the browser to have taken the file; revoking at once can cancel the save.
const KEEP_OBJECT_URL_MS = 60_000

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = window.document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  window.document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), KEEP_OBJECT_URL_MS)
}
