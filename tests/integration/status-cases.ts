import type { RecordModel } from 'pocketbase'
import { APPLICATION_STATUSES, CONTACT_MESSAGE_STATUSES, QUOTE_STATUSES } from '../../src/lib/collections'
import { contactMessageInput, jobApplicationForm, quoteInput, superuser } from './helpers'

/**
 * The status machines of the back office, written out from the spec (signed-in-and-back-office.md
 * §4) and, for contact messages, from the hook's own statement: every (from, to) pair of a
 * collection's statuses is either allowed or refused.
 */
export type SubmissionCollection = 'quotes' | 'job_applications' | 'contact_messages'

interface Machine {
  statuses: readonly string[]
  allowed: Record<string, readonly string[]>
}

export const machines: Record<SubmissionCollection, Machine> = {
  // Reviewed from anything but reviewed, archived from anything but archived, never back to new.
  quotes: {
    statuses: QUOTE_STATUSES,
    allowed: { new: ['reviewed', 'archived'], reviewed: ['archived'], archived: ['reviewed'] },
  },
  // New to reviewed; reviewed to interview, hired or rejected; nothing after those.
  job_applications: {
    statuses: APPLICATION_STATUSES,
    allowed: { new: ['reviewed'], reviewed: ['interview', 'hired', 'rejected'] },
  },
  // An inbox: read once opened, archived when handled (read or not), unarchived as read.
  contact_messages: {
    statuses: CONTACT_MESSAGE_STATUSES,
    allowed: { new: ['read', 'archived'], read: ['archived'], archived: ['read'] },
  },
}

export interface Transition {
  collection: SubmissionCollection
  from: string
  to: string
  allowed: boolean
}

/** Every pair of statuses of every machine, staying put included. */
export function everyTransition(): Transition[] {
  const transitions: Transition[] = []
  for (const [collection, machine] of Object.entries(machines) as [SubmissionCollection, Machine][]) {
    for (const from of machine.statuses) {
      for (const to of machine.statuses) {
        transitions.push({ collection, from, to, allowed: (machine.allowed[from] ?? []).includes(to) })
      }
    }
  }
  return transitions
}

const bodies: Record<SubmissionCollection, (fields: Record<string, string>) => Record<string, unknown> | FormData> = {
  quotes: (fields) => quoteInput(fields),
  job_applications: (fields) => jobApplicationForm(fields),
  contact_messages: (fields) => contactMessageInput(fields),
}

/**
 * A submission in `status`, arranged by the superuser (who may create it in any state). It
 * has no notification state, so the mail cron leaves it alone.
 */
export async function submissionIn(
  collection: SubmissionCollection,
  status: string,
  fields: Record<string, string> = {},
): Promise<RecordModel> {
  return (await superuser()).collection(collection).create(bodies[collection]({ ...fields, status }))
}
