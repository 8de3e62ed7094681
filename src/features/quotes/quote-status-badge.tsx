import '@mantine/core/styles/Badge.layer.css'
import { Badge, VisuallyHidden } from '@mantine/core'
import type { QuoteRecord } from '../../lib/record-types'
import { quoteStatusBadge } from './quote-status'

export function QuoteStatusBadge({ status }: { status: QuoteRecord['status'] }) {
  const { label, color } = quoteStatusBadge(status)
  return (
    <Badge color={color} size="lg" radius="sm" data-status={status || 'new'} style={{ flexShrink: 0 }}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {label}
    </Badge>
  )
}
