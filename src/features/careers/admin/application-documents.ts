import type { JobApplicationRecord } from '../../../lib/record-types'

/** One stored document of an application, and the name it is saved under on the admin's computer. */
export interface ApplicationDocument {
  kind: 'resume' | 'cdl' | 'other'
  /** What the button says, e.g. 'Resume' or 'Reference letter.pdf'. */
  label: string
  /** PocketBase's stored name, e.g. 'resume_k3j2h1g0f9.pdf'. */
  storedName: string
  /** e.g. 'resume.pdf', 'cdl.png', or an other document's original name. */
  saveAs: string
}

type DocumentFields = Pick<JobApplicationRecord, 'resume' | 'cdl_document' | 'other_documents' | 'other_document_names'>

/** 'pdf' of 'resume_k3j2h1g0f9.pdf'; '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

function savedAs(base: string, storedName: string): string {
  const extension = extensionOf(storedName)
  return extension ? `${base}.${extension}` : base
}

/**
 * The documents of an application in the order an admin reads them: the resume as
 * resume.<ext>, the CDL as cdl.<ext>, the others under the names they had when sent
 * (`other_document_names`; the stored name when an older record lacks it).
 */
export function applicationDocuments(application: DocumentFields): ApplicationDocument[] {
  const documents: ApplicationDocument[] = []
  if (application.resume) {
    documents.push({ kind: 'resume', label: 'Resume', storedName: application.resume, saveAs: savedAs('resume', application.resume) })
  }
  if (application.cdl_document) {
    documents.push({ kind: 'cdl', label: 'CDL', storedName: application.cdl_document, saveAs: savedAs('cdl', application.cdl_document) })
  }
  // An older record may hold no list of names.
  const names = Array.isArray(application.other_document_names) ? application.other_document_names : []
  application.other_documents.forEach((storedName, index) => {
    const original = names[index]?.trim()
    const name = original || storedName
    documents.push({ kind: 'other', label: name, storedName, saveAs: name })
  })
  return documents
}
