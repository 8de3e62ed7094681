import { Anchor, Stack, Text } from '@mantine/core'
import type { MouseEvent } from 'react'
import type { QuoteRecord } from '../../../lib/record-types'
import { tallLink } from '../../../components/admin/touch-targets'
import { EmailAddress } from '../../../components/email-address'
import { telHref } from '../../../lib/format'

/** Links inside a clickable row open themselves, not the row; tall enough to tap (WCAG 2.5.8). */
const contactLink = {
  onClick: (event: MouseEvent) => event.stopPropagation(),
  size: 'sm',
  className: tallLink,
  style: { overflowWrap: 'anywhere' },
} as const

/** The customer's name, then their e-mail and phone as links that write and call. */
export function QuoteContact({ quote }: { quote: QuoteRecord }) {
  return (
    <Stack gap={0} align="flex-start">
      <Text fw={600}>{quote.customer_name}</Text>
      <Anchor href={`mailto:${quote.email}`} {...contactLink}>
        <EmailAddress address={quote.email} />
      </Anchor>
      <Anchor href={telHref(quote.phone)} {...contactLink}>
        {quote.phone}
      </Anchor>
    </Stack>
  )
}
