import { useCallback, useState, type ReactNode } from 'react'
import { useConfirm } from '../../../components/confirm-dialog'
import { notifyOutcome } from '../../../lib/notify'
import type { TypedPocketBase } from '../../../lib/record-types'
import { applicantName, applicationTexts } from './admin-texts'
import { deleteApplication, updateApplicationStatus, type ApplicationRow } from './application-calls'
import type { ApplicationDocument } from './application-documents'
import type { ApplicationStatus } from './application-status'
import { downloadDocument } from './download-document'

export interface ApplicationActions {
  /** Moves an application on; resolves with the record as saved, or undefined if refused. */
  changeStatus: (application: ApplicationRow, status: ApplicationStatus) => Promise<ApplicationRow | undefined>
  /** Asks first, then deletes; `onDeleted` runs once it is gone. */
  remove: (application: ApplicationRow, onDeleted?: () => void) => void
  download: (application: ApplicationRow, document: ApplicationDocument) => Promise<boolean>
  /** Whether the action `key` (a status, or a document's stored name) on this application is under way. */
  isPending: (applicationId: string, key: string) => boolean
  /** The confirmation dialog: render it once. */
  dialog: ReactNode
}

/** What an admin does to applications, each with the spec's toasts (§8); `onSaved` gets each record a move saved. */
export function useApplicationActions(pb: TypedPocketBase, onSaved?: (application: ApplicationRow) => void): ApplicationActions {
  const { confirm, dialog } = useConfirm()
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())

  const track = useCallback(async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    setPending((keys) => new Set(keys).add(key))
    try {
      return await work()
    } finally {
      setPending((keys) => {
        const next = new Set(keys)
        next.delete(key)
        return next
      })
    }
  }, [])

  const changeStatus = (application: ApplicationRow, status: ApplicationStatus) =>
    track(`${application.id}:${status}`, async () => {
      let saved: ApplicationRow | undefined
      await notifyOutcome(
        async () => {
          saved = await updateApplicationStatus(pb, application.id, status)
        },
        { success: applicationTexts.statusUpdated(status), failure: applicationTexts.updateFailed },
      )
      if (saved) onSaved?.(saved)
      return saved
    })

  const remove = (application: ApplicationRow, onDeleted?: () => void) =>
    confirm({
      title: applicationTexts.deleteTitle,
      message: applicationTexts.deleteQuestion(applicantName(application)),
      confirmLabel: 'Delete',
      onConfirm: async () => {
        const isDeleted = await notifyOutcome(() => deleteApplication(pb, application.id), {
          success: applicationTexts.deleted,
          failure: applicationTexts.deleteFailed,
        })
        if (isDeleted) onDeleted?.()
      },
    })

  const download = (application: ApplicationRow, document: ApplicationDocument) =>
    track(`${application.id}:${document.storedName}`, () =>
      notifyOutcome(() => downloadDocument(pb, application, document), { failure: applicationTexts.downloadFailed }),
    )

  return {
    changeStatus,
    remove,
    download,
    isPending: (applicationId, key) => pending.has(`${applicationId}:${key}`),
    dialog,
  }
}
