import type { StatusLook } from '../../components/status-badge'
import type { LoadStatus } from '../../lib/collections'

export const loadStatuses: Record<LoadStatus, StatusLook> = {
  scheduled: { label: 'Scheduled', color: 'gray.7' },
  dispatched: { label: 'Dispatched', color: 'blue.8' },
  in_transit: { label: 'In Transit', color: 'hazard.8' },
  delivered: { label: 'Delivered', color: 'green.9' },
  cancelled: { label: 'Cancelled', color: 'red.8', variant: 'outline' },
}

export const driverResponses: Record<string, StatusLook> = {
  pending: { label: 'Awaiting driver', color: 'yellow.4' },
  accepted: { label: 'Driver accepted', color: 'green.9', variant: 'outline' },
  declined: { label: 'Driver declined', color: 'red.8' },
}

export const escortStatuses: Record<string, StatusLook> = {
  offered: { label: 'Offered', color: 'yellow.4' },
  accepted: { label: 'Accepted', color: 'green.9' },
  declined: { label: 'Declined', color: 'red.8', variant: 'outline' },
  // An offer left unanswered until the load ran: it can no longer be answered.
  closed: { label: 'Closed', color: 'gray.7', variant: 'outline' },
}

export const STOP_KIND_LABELS = {
  pickup: 'Pickup',
  stop: 'Stop',
  delivery: 'Delivery',
} as const
export const DOCUMENT_KIND_LABELS = {
  permit: 'Permit',
  bill_of_lading: 'Bill of lading',
  proof_of_delivery: 'Proof of delivery',
  other: 'Document',
} as const

/** 'Permit: Ohio permit'; a title that only repeats the kind ('Proof of delivery') is said once. */
export function documentName({ kind, title, file }: { kind: keyof typeof DOCUMENT_KIND_LABELS | ''; title: string; file: string }): string {
  const label = DOCUMENT_KIND_LABELS[kind || 'other']
  const name = title || file
  return name.trim().toLowerCase() === label.toLowerCase() ? label : `${label}: ${name}`
}
