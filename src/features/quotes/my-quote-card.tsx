import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { RoutePlaces } from '../../components/route-places'
import { formatDate, formatDimensions } from '../../lib/format'
import type { QuoteRecord, ShipmentRecord } from '../../lib/record-types'
import classes from './my-quotes.module.css'
import { QuoteStatusBadge } from './quote-status-badge'
import { ShipmentStatus } from './shipment-status'

/** One quote in the list; the whole card opens its details. */
export function MyQuoteCard({ quote, page, shipment }: { quote: QuoteRecord; page: number; shipment?: ShipmentRecord }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={2} size="h4" className={classes.route}>
            <Link to="/quotes" search={{ quote: quote.id, page }} className={classes.cardLink}>
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
