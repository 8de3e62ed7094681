/** The collections whose creates go through the outbox: public forms, and what drivers and pilots do on the road. */
export type SubmissionCollection = 'quotes' | 'job_applications' | 'contact_messages' | 'load_updates' | 'load_documents'

export type FieldValue = string | number | boolean | null

/** A chosen file kept as bytes: Blobs in IndexedDB are not reliable in every browser. */
export interface StoredFile {
  field: string
  name: string
  type: string
  size: number
  lastModified: number
  bytes: ArrayBuffer
}

/** A toast's title and text. */
export interface Notice {
  title: string
  message: string
}

/** Why the server refused a submission, by field where it said so. */
export interface Rejection {
  message: string
  fieldErrors: Record<string, string>
}

/** A submission waiting in the outbox; its `id` becomes the record id and idempotency key. */
export interface OutboxEntry {
  id: string
  collection: SubmissionCollection
  /** Record fields except files, as the API takes them. */
  fields: Record<string, FieldValue>
  /** The submitter's session token, so the server links the record to them; '' for a guest. */
  authToken: string
  /** What the entry is, in the list of waiting submissions: "Quote: Dayton, OH to Houston, TX". */
  title: string
  /** The toast shown when it is delivered after the submitter was told it would be sent later. */
  sentNotice: Notice
  /** Whether that toast is due: the submitter was told it was saved for later. */
  announceDelivery: boolean
  createdAt: number
  /** Entries of one stream are sent strictly in the order they were saved (see `Submission.stream`). */
  stream?: string
  fileCount: number
  byteSize: number
  status: 'pending' | 'rejected'
  attempts: number
  nextAttemptAt: number
  /** The last temporary failure in plain words, e.g. "No connection". */
  lastFailure: string | null
  rejection: Rejection | null
}

/** What a form hands to the outbox. */
export interface Submission {
  collection: SubmissionCollection
  fields: Record<string, FieldValue>
  files: StoredFile[]
  authToken: string
  title: string
  sentNotice: Notice
  /**
   * Entries that depend on each other (a driver's Arrived, then Departed, then Delivered) share
   * a stream: one of them never overtakes an earlier one still waiting for its retry.
   */
  stream?: string
}

/** A refused entry opened in its form to be corrected and sent again. */
export interface OutboxDraft {
  entryId: string
  fields: Record<string, FieldValue>
  files: StoredFile[]
  fieldErrors: Record<string, string>
}
