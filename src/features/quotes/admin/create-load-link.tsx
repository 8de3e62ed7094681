import { Button, Stack, Text } from '@mantine/core'
import { IconTruck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLiveCount } from '../../../lib/realtime/use-live-count'
import type { QuoteRecord, TypedPocketBase } from '../../../lib/record-types'
import { adminQuoteTexts } from './admin-quote-texts'

/** Dispatch's next step for a quote they will haul: New Load on the Dispatch page, prefilled from it. */
export function CreateLoadLink({ pb, quote }: { pb: TypedPocketBase; quote: QuoteRecord }) {
  // A second load from one quote is rarely meant: the button says so once there is one.
  const loadCount = useLiveCount({ pb, collection: 'loads', filter: pb.filter('quote = {:id}', { id: quote.id }) }).count ?? 0
  if (quote.status === 'archived') return null
  return (
    <Stack gap={4} align="flex-start">
      <Button
        renderRoot={(props) => <Link {...props} to="/admin/loads" search={{ fromQuote: quote.id }} />}
        variant="light"
        h={44}
        leftSection={<IconTruck size={18} aria-hidden="true" />}
      >
        {loadCount > 0 ? adminQuoteTexts.createAnotherLoad : adminQuoteTexts.createLoad}
      </Button>
      {loadCount > 0 && (
        <Text size="sm" c="gray.7">
          {adminQuoteTexts.loadsMade(loadCount)}
        </Text>
      )}
    </Stack>
  )
}
