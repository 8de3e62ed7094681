import type { JobApplicationRecord, TypedPocketBase, UserRecord } from '../../../lib/record-types'
import type { ApplicationStatus } from './application-status'

/** An application as the back office reads it: with the account that sent it, if any. */
export type ApplicationRow = JobApplicationRecord & { expand?: { user?: Pick<UserRecord, 'email'> } }

/** Read with every application, for "Sent by". */
export const APPLICATION_EXPAND = 'user'

/** One application, e.g. opened from the link in the careers mail. */
export function getApplication(pb: TypedPocketBase, id: string): Promise<ApplicationRow> {
  return pb.collection('job_applications').getOne<ApplicationRow>(id, { expand: APPLICATION_EXPAND, requestKey: null })
}

/** Moves an application on; the server refuses a move its machine does not allow (400). */
export function updateApplicationStatus(pb: TypedPocketBase, id: string, status: ApplicationStatus): Promise<ApplicationRow> {
  return pb
    .collection('job_applications')
    .update<ApplicationRow>(id, { status }, { expand: APPLICATION_EXPAND, requestKey: null })
}

/** Deletes an application and its documents for good. */
export function deleteApplication(pb: TypedPocketBase, id: string): Promise<boolean> {
  return pb.collection('job_applications').delete(id, { requestKey: null })
}
