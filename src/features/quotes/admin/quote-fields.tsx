import { Anchor } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatCalendarDate, formatWeight } from '../../../lib/format'
import type { QuoteRecord } from '../../../lib/record-types'
import { LOAD_CLASS_LABELS } from '../load-guide'
import { telHref } from '../../../lib/format'
import classes from '../../../components/admin/record-details.module.css'
import { formatDateTime, formatQuoteDimensions } from './quote-format'
import { EmailAddress } from '../../../components/email-address'
import { tallLink } from '../../../components/admin/touch-targets'

const MAIL_STATES = { pending: 'Waiting to be sent', sent: 'Sent', failed: 'Failed' } as const

function mailToDispatch({ notify_status, notified_at, notify_error }: QuoteRecord): string {
  if (!notify_status) return ''
  const when = notify_status === 'sent' && notified_at ? ` ${formatDateTime(notified_at)}` : ''
  const why = notify_status === 'failed' && notify_error ? `: ${notify_error}` : ''
  return `${MAIL_STATES[notify_status]}${when}${why}`
}

/** Every field of a quote, as label and value; those left empty say so. */
export function quoteFields(quote: QuoteRecord): [string, ReactNode][] {
  return [
    ['Received', formatDateTime(quote.created)],
    ['Customer', quote.customer_name],
    ['Email', <Anchor key="email" href={`mailto:${quote.email}`} className={tallLink}><EmailAddress address={quote.email} /></Anchor>],
    ['Phone', <Anchor key="phone" href={telHref(quote.phone)} className={tallLink}>{quote.phone}</Anchor>],
    ['Origin', quote.origin],
    ['Destination', quote.destination],
    ['Equipment', quote.equipment],
    ['Dimensions (L × W × H)', formatQuoteDimensions(quote)],
    ['Weight', formatWeight(quote.weight_lb)],
    ['Load class', quote.load_class ? LOAD_CLASS_LABELS[quote.load_class] : ''],
    ['Pickup date', formatCalendarDate(quote.pickup_date)],
    ['Notes', quote.notes],
    ['Account', quote.user ? 'Sent while signed in' : 'Sent without an account'],
    ['Mail to dispatch', mailToDispatch(quote)],
    ['Last changed', formatDateTime(quote.updated)],
    ['Reference', quote.id],
  ]
}

export function QuoteFields({ quote }: { quote: QuoteRecord }) {
  return (
    <dl className={classes.details}>
      {quoteFields(quote).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-empty={value === '' || undefined}>{value === '' ? 'Not given' : value}</dd>
        </div>
      ))}
    </dl>
  )
}
