import { Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { AdminLoads } from '../../features/loads/dispatch/admin-loads'
import { useCloseDialog } from '../../lib/dialog-history'
import { pageHead } from '../../lib/head'
import { withPocketBase } from '../../lib/pocketbase'
import { optionalRecordId } from '../../lib/search-params'
import { AdminPageHeader } from './-components/admin-page-header'

export const Route = createFileRoute('/admin/loads')({
  /** `fromQuote`: a quote to start a new load from, e.g. from the quote's details ("Create load"). */
  validateSearch: (search: Record<string, unknown>): { fromQuote?: string } => ({ fromQuote: optionalRecordId(search.fromQuote) }),
  beforeLoad: withPocketBase,
  head: () => pageHead('Dispatch · Admin'),
  component: AdminLoadsPage,
})

function AdminLoadsPage() {
  const { pb } = Route.useRouteContext()
  const { fromQuote } = Route.useSearch()
  const navigate = Route.useNavigate()
  const closeFromQuote = useCloseDialog(() => void navigate({ search: {}, replace: true, resetScroll: false }))
  return (
    <Stack gap="xl">
      <AdminPageHeader title="Dispatch" description="Turn quotes into loads, assign drivers and escorts, and follow them live" />
      <AdminLoads pb={pb} fromQuoteId={fromQuote} onCloseFromQuote={closeFromQuote} />
    </Stack>
  )
}
