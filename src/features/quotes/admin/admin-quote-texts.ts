import type { ToastText } from '../../../lib/notify'
import type { QuoteMove } from './quote-transitions'

/** The words of the Quote Management page (spec: signed-in-and-back-office.md §2 and §8). */
export const adminQuoteTexts = {
  title: 'Quote Management',
  subtitle: 'Review and manage customer quote requests.',
  refresh: 'Refresh',
  tableTitle: (count: number) => `Customer Quotes (${count})`,
  tableLabel: 'Customer Quotes',
  searchLabel: 'Search customer, e-mail or route',
  statusFilterLabel: 'Status',
  empty: { title: 'No quotes found', text: 'New quote requests will appear here instantly.' },
  checkForNew: 'Check for new quotes',
  deleteTitle: 'Delete Quote',
  deleteMessage: (name: string) => `Are you sure you want to delete this quote from ${name}? This action cannot be undone.`,
  deleteLabel: 'Delete',
  cancelLabel: 'Cancel',
  detailsTitle: 'Quote details',
  createLoad: 'Create load',
  createAnotherLoad: 'Create another load',
  loadsMade: (count: number) => (count === 1 ? 'A load has been made from this quote.' : `${count} loads have been made from this quote.`),
  readFailed: 'Failed to fetch the quote.',
  notFound: 'This quote could not be found. It may have been deleted.',
} as const

export const quoteToasts = {
  statusUpdated: (status: QuoteMove): ToastText => ({ title: 'Status Updated', message: `Quote marked as ${status}.` }),
  updateFailed: { title: 'Update Failed', message: 'Failed to update quote status.' },
  deleted: { title: 'Quote Deleted', message: 'Quote has been permanently deleted.' },
  deleteFailed: { title: 'Delete Failed', message: 'Failed to delete quote.' },
  fetchFailed: { title: 'Error', message: 'Failed to fetch quotes.' },
} as const satisfies Record<string, ToastText | ((status: QuoteMove) => ToastText)>
