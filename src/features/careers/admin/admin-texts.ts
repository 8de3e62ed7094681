import type { ToastText } from '../../../lib/notify'

/** The back office's words about applications (signed-in-and-back-office.md §2 and §8). */
export const applicationTexts = {
  tableLabel: 'Job Applications',
  searchLabel: 'Search name, e-mail, position or place',
  loadFailed: 'Failed to fetch job applications.',
  empty: { title: 'No applications found', text: 'New applications will appear here as they arrive.' },
  statusUpdated: (status: string): ToastText => ({ title: 'Status Updated', message: `Application marked as ${status}.` }),
  updateFailed: { title: 'Update Failed', message: 'Failed to update application status.' },
  deleted: { title: 'Application Deleted', message: 'Application has been permanently deleted.' },
  deleteFailed: { title: 'Delete Failed', message: 'Failed to delete application.' },
  downloadFailed: { title: 'Download Failed', message: 'Failed to download file.' },
  deleteTitle: 'Delete Application',
  deleteQuestion: (name: string) => `Are you sure you want to delete the application from ${name}? This action cannot be undone.`,
  notFound: 'This application could not be found. It may have been deleted.',
  readFailed: 'Failed to fetch the application.',
} as const

/** "Sam Ortega". */
export const applicantName = ({ first_name, last_name }: { first_name: string; last_name: string }) =>
  `${first_name} ${last_name}`.trim()
