import type { StatusLook } from '../../../components/status-badge'
import type { JobApplicationRecord } from '../../../lib/record-types'

export type ApplicationStatus = Exclude<JobApplicationRecord['status'], ''>

/**
 * The moves the server allows (pb_hooks/lib/status-machines.js, checked by a parity test):
 * new to reviewed; reviewed to interview, hired or rejected; those three are final.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ['reviewed'],
  reviewed: ['interview', 'hired', 'rejected'],
  interview: [],
  hired: [],
  rejected: [],
}

/** Badges in shades their text stays readable on (WCAG AA). */
export const APPLICATION_STATUS_LOOKS: Record<ApplicationStatus, StatusLook> = {
  new: { label: 'New', color: 'yellow.4' },
  reviewed: { label: 'Reviewed', color: 'blue.8' },
  interview: { label: 'Interview', color: 'violet.8' },
  hired: { label: 'Hired', color: '#1e7b34' },
  rejected: { label: 'Rejected', color: 'gray.7' },
}

/** The words on the button that makes each move. */
export const APPLICATION_ACTION_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewed: 'Mark reviewed',
  interview: 'Interview',
  hired: 'Hired',
  rejected: 'Rejected',
}

/** An application's status; one stored without a status (older data) is new. */
export function applicationStatusOf(status: JobApplicationRecord['status']): ApplicationStatus {
  return status || 'new'
}

/** The statuses an application may move to now: `nextApplicationStatuses('reviewed')` is interview, hired, rejected. */
export function nextApplicationStatuses(status: JobApplicationRecord['status']): readonly ApplicationStatus[] {
  return APPLICATION_TRANSITIONS[applicationStatusOf(status)]
}

export const APPLICATION_STATUS_OPTIONS = (Object.keys(APPLICATION_STATUS_LOOKS) as ApplicationStatus[]).map((value) => ({
  value,
  label: APPLICATION_STATUS_LOOKS[value].label,
}))
