import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { RoutePlaces } from '../../components/route-places'
import { formatDate, formatDimensions } from '../../lib/format'
import type { QuoteRecord, ShipmentRecord } from '../../lib/record-types'
import classes from './my-quotes.module.css'
import { QuoteStatusBadge } from './quote-status-badge'
import { ShipmentStatus } from './shipment-status'

interface MyQuoteCardProps {
  quote: QuoteRecord
  page: number
  shipment?: ShipmentRecord
  /** Opens the details in place of the link's own navigation, which a new tab or window still takes. */
  onOpen: (id: string) => void
}

/** One quote in the list; the whole card opens its details. */
export function MyQuoteCard({ quote, page, shipment, onOpen }: MyQuoteCardProps) {
  const open = (event: MouseEvent) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    onOpen(quote.id)
  }
  return (
    <Paper component="li" withBorder radius="md" p="md" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={2} size="h4" className={classes.route}>
            <Link to="/quotes" search={{ quote: quote.id, page }} onClick={open} className={classes.cardLink}>
              <RoutePlaces places={[quote.origin, quote.destination]} separator={<> <IconArrowRight size={16} aria-label="to" /> </>} />
            </Link>
          </Title>
          <Text size="sm" c="gray.7">
            Requested {formatDate(quote.created)} · {quote.equipment} · {formatDimensions(quote)}
          </Text>
          {shipment && <ShipmentStatus shipment={shipment} />}
        </Stack>
        <QuoteStatusBadge status={quote.status} />
      </Group>
    </Paper>
  )
}

/** A click that opens the link here: not one for a new tab or window (a modifier or another button). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
