import * as v from 'valibot'
import type { StoredFile } from '../../lib/outbox/outbox-entry'

/** Per file, checked in the browser and by the server. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
export const MAX_OTHER_DOCUMENTS = 5
/** All the files of one application together, as the server counts them. */
export const MAX_TOTAL_FILE_BYTES = 25 * 1024 * 1024
const megabytes = (bytes: number) => bytes / 2 ** 20
export const TOTAL_SIZE_MESSAGE = `All files together must be ${megabytes(MAX_TOTAL_FILE_BYTES)} MB or smaller`
/** The additional documents' hint, from the limits above so that it cannot promise more. */
export const OTHER_DOCUMENTS_HINT = `PDF, DOC, DOCX, JPG or PNG, up to ${MAX_OTHER_DOCUMENTS} files of maximum ${megabytes(MAX_FILE_BYTES)} MB each; all files together ${megabytes(MAX_TOTAL_FILE_BYTES)} MB at most`

/** The bytes of every file an application carries. */
export const totalFileBytes = (files: ReadonlyArray<File | null>) => files.reduce((sum, file) => sum + (file?.size ?? 0), 0)

/** Accepted extensions per document (public-site.md §5). */
export const ACCEPTED_EXTENSIONS = {
  resume: ['pdf', 'doc', 'docx'],
  cdl_document: ['pdf', 'jpg', 'jpeg', 'png'],
  other_documents: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'],
} as const

export type DocumentField = keyof typeof ACCEPTED_EXTENSIONS

/** The `accept` attribute of a file input: ".pdf,.doc,.docx". */
export const acceptAttribute = (field: DocumentField) => ACCEPTED_EXTENSIONS[field].map((ext) => `.${ext}`).join(',')

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase()

const typeMessage = (field: DocumentField) =>
  `Accepted file types: ${ACCEPTED_EXTENSIONS[field].map((ext) => ext.toUpperCase()).join(', ')}`

function fileProblem(field: DocumentField, file: File): string | null {
  if (!(ACCEPTED_EXTENSIONS[field] as readonly string[]).includes(extensionOf(file.name))) return typeMessage(field)
  if (file.size > MAX_FILE_BYTES) return `Each file must be ${megabytes(MAX_FILE_BYTES)} MB or smaller`
  if (file.size === 0) return 'This file is empty'
  return null
}

/** One optional document of an accepted type and size. */
export const documentFile = (field: DocumentField) =>
  v.pipe(
    v.nullable(v.instance(File)),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed && dataset.value ? fileProblem(field, dataset.value) : null
      if (problem) addIssue({ message: problem })
    }),
  )

/** Several documents, each of an accepted type and size. */
export const documentFiles = (field: DocumentField) =>
  v.pipe(
    v.array(v.instance(File)),
    v.maxLength(MAX_OTHER_DOCUMENTS, `Attach at most ${MAX_OTHER_DOCUMENTS} files`),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? dataset.value.map((file) => fileProblem(field, file)).find(Boolean) : null
      if (problem) addIssue({ message: problem })
    }),
  )

/** Reads chosen files into bytes for the outbox. */
export async function storeFiles(field: DocumentField, files: File[]): Promise<StoredFile[]> {
  return Promise.all(
    files.map(async (file) => ({
      field,
      name: file.name,
      type: file.type,
      size: file.size,
      lastModified: file.lastModified,
      bytes: await file.arrayBuffer(),
    })),
  )
}

/** Files kept in the outbox, as Files for a form again. */
export const filesOf = (stored: StoredFile[], field: DocumentField) =>
  stored
    .filter((file) => file.field === field)
    .map((file) => new File([file.bytes], file.name, { type: file.type, lastModified: file.lastModified }))
