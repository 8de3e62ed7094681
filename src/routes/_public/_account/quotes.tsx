import { Container } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { useAuth } from '../../../features/auth/use-auth'
import { MyQuotesList } from '../../../features/quotes/my-quotes-list'
import { QuoteDetailsModal } from '../../../features/quotes/quote-details-modal'
import { useMyQuotes } from '../../../features/quotes/use-my-quotes'
import { useShipments } from '../../../features/quotes/use-shipments'
import { useRecordDialog } from '../../../lib/dialog-history'
import { pageHead } from '../../../lib/head'
import { optionalPageNumber, optionalString } from '../../../lib/search-params'

interface MyQuotesSearch {
  page?: number
  /** The quote whose details are open. */
  quote?: string
}

export const Route = createFileRoute('/_public/_account/quotes')({
  validateSearch: (search): MyQuotesSearch => ({
    page: optionalPageNumber(search.page),
    quote: optionalString(search.quote),
  }),
  head: () => pageHead('My Quotes', 'Follow the status of the quotes you have requested.'),
  component: MyQuotesPage,
})

function MyQuotesPage() {
  const { pb } = Route.useRouteContext()
  const { page = 1, quote: openQuoteId } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { user } = useAuth()
  const { state, reload } = useMyQuotes(pb, user?.id ?? '', page)
  const shipments = useShipments(pb, user?.id ?? '')
  const details = useRecordDialog(openQuoteId, (id, how) => void navigate({ search: (search) => ({ ...search, quote: id }), ...how }))

  const listed = state.status === 'ready' ? state.page.items.find((quote) => quote.id === openQuoteId) : undefined
  const openQuote = openQuoteId === undefined || state.status === 'loading' ? undefined : (listed ?? null)

  return (
    <>
      <PageHero eyebrow="My Profile" title="My Quotes" subtitle="Follow the status of the quotes you have requested." />
      <Container size="md" py={{ base: 'xl', md: 48 }}>
        <MyQuotesList
          state={state}
          onRetry={reload}
          shipments={shipments}
          onPageChange={(next) => void navigate({ search: { page: next } })}
          onOpenQuote={details.open}
        />
      </Container>
      <QuoteDetailsModal quote={openQuote} onClose={details.close} />
    </>
  )
}
