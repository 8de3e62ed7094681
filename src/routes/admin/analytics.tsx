import { Group, Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { ANALYTICS_TABS, type AnalyticsTab } from '../../features/analytics/analytics-tab-names'
import { AnalyticsTabs } from '../../features/analytics/analytics-tabs'
import { ExportCsvButton } from '../../features/analytics/export-csv-button'
import { pageHead } from '../../lib/head'
import { withPocketBase } from '../../lib/pocketbase'
import { optionalOneOf } from '../../lib/search-params'
import { AdminPageHeader } from './-components/admin-page-header'

const validateSearch = (search: Record<string, unknown>): { tab?: AnalyticsTab } => ({ tab: optionalOneOf(search.tab, ANALYTICS_TABS) })

export const Route = createFileRoute('/admin/analytics')({
  /** `tab`: the open tab (Real-time Visitors when left out). */
  validateSearch,
  beforeLoad: withPocketBase,
  head: () => pageHead('Analytics & Data · Admin'),
  component: AdminAnalyticsPage,
})

function AdminAnalyticsPage() {
  const { pb } = Route.useRouteContext()
  const { tab = 'realtime' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" gap="md">
        <AdminPageHeader title="Analytics & Data" description="Live visitors, events and exports." />
        <ExportCsvButton pb={pb} />
      </Group>
      <AnalyticsTabs pb={pb} tab={tab} onTabChange={(next) => void navigate({ search: next === 'realtime' ? {} : { tab: next }, replace: true })} />
    </Stack>
  )
}
