import { Button, Stack, Text } from '@mantine/core'
import { IconTruck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { QuoteRecord, TypedPocketBase } from '../../../lib/record-types'
import { adminQuoteTexts } from './admin-quote-texts'

/** How many loads dispatch has made from the quote, once read (a second one is rarely meant). */
function useLoadCount(pb: TypedPocketBase, quoteId: string) {
  const [read, setRead] = useState<{ quoteId: string; count: number } | null>(null)
  useEffect(() => {
    let current = true
    pb.collection('loads')
      .getList(1, 1, { filter: pb.filter('quote = {:quoteId}', { quoteId }), fields: 'id', requestKey: null })
      .then(
        (list) => current && setRead({ quoteId, count: list.totalItems }),
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [pb, quoteId])
  return read && read.quoteId === quoteId ? read.count : 0
}

/** Dispatch's next step for a quote they will haul: New Load on the Dispatch page, prefilled from it. */
export function CreateLoadLink({ pb, quote }: { pb: TypedPocketBase; quote: QuoteRecord }) {
  const loadCount = useLoadCount(pb, quote.id)
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
