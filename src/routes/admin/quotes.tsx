import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AdminQuotes } from '../../features/quotes/admin/admin-quotes'
import { adminQuoteTexts } from '../../features/quotes/admin/admin-quote-texts'
import { useRecordDialog } from '../../lib/dialog-history'
import { pageHead } from '../../lib/head'
import { withPocketBase } from '../../lib/pocketbase'
import { optionalRecordId } from '../../lib/search-params'
import { AdminPageHeader } from './-components/admin-page-header'

// A value that is no record id is dropped rather than failing the page: the list still shows.
const validateSearch = (search: Record<string, unknown>): { quote?: string } => ({ quote: optionalRecordId(search.quote) })

export const Route = createFileRoute('/admin/quotes')({
  /** `quote`: the quote whose details are open, e.g. from the link in dispatch's quote mail. */
  validateSearch,
  beforeLoad: withPocketBase,
  head: () => pageHead('Quote Management · Admin'),
  component: AdminQuotesPage,
})

function AdminQuotesPage() {
  const { pb } = Route.useRouteContext()
  const { quote } = Route.useSearch()
  const navigate = Route.useNavigate()
  const drawer = useRecordDialog(quote, (id, how) => void navigate({ search: { quote: id }, ...how }))
  return (
    <Stack gap="xl">
      <AdminPageHeader title={adminQuoteTexts.title} description={adminQuoteTexts.subtitle} />
      <AdminQuotes
        pb={pb}
        openQuoteId={quote}
        onOpenQuote={drawer.open}
        onCloseQuote={drawer.close}
      />
    </Stack>
  )
}
