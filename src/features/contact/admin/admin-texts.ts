import type { ToastText } from '../../../lib/notify'
import { parsePocketBaseDate } from '../../../lib/format'

/** The back office's words about contact messages, in the style of the spec's §8. */
export const messageTexts = {
  tableLabel: 'Contact Messages',
  searchLabel: 'Search name, e-mail, subject or text',
  loadFailed: 'Failed to fetch contact messages.',
  empty: { title: 'No messages found', text: 'Messages sent from the contact form will appear here instantly.' },
  statusUpdated: (status: string): ToastText => ({ title: 'Status Updated', message: `Message marked as ${status}.` }),
  updateFailed: { title: 'Update Failed', message: 'Failed to update message status.' },
  deleted: { title: 'Message Deleted', message: 'Message has been permanently deleted.' },
  deleteFailed: { title: 'Delete Failed', message: 'Failed to delete message.' },
  deleteTitle: 'Delete Message',
  deleteQuestion: (name: string) => `Are you sure you want to delete the message from ${name}? This action cannot be undone.`,
  notFound: 'This message could not be found. It may have been deleted.',
  readFailed: 'Failed to fetch the message.',
} as const

/** A reply in the admin's mail program: `mailto:lee@example.com?subject=Re%3A%20Permit%20question`. */
export function replyLink({ email, subject }: { email: string; subject: string }): string {
  const reply = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`
  return `mailto:${email}?subject=${encodeURIComponent(reply)}`
}

/** When a message arrived, where the admin is: 'Jan 5, 2026, 2:30 PM'; '' when unset. */
export function formatReceivedAt(value: string): string {
  const date = parsePocketBaseDate(value)
  return date ? date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : ''
}
