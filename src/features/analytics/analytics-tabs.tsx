import '@mantine/core/styles/Tabs.layer.css'
import { Tabs } from '@mantine/core'
import type { TypedPocketBase } from '../../lib/record-types'
import { ANALYTICS_TABS, type AnalyticsTab } from './analytics-tab-names'
import { HistoryTab } from './history-tab'
import { OverviewTab } from './overview-tab'
import { RealtimeTab } from './realtime-tab'

interface AnalyticsTabsProps {
  pb: TypedPocketBase
  tab: AnalyticsTab
  onTabChange: (tab: AnalyticsTab) => void
}

const isTab = (value: string | null): value is AnalyticsTab => ANALYTICS_TABS.includes(value as AnalyticsTab)

/** The spec's three tabs; only the open one reads the server. */
export function AnalyticsTabs({ pb, tab, onTabChange }: AnalyticsTabsProps) {
  return (
    <Tabs value={tab} onChange={(value) => isTab(value) && onTabChange(value)} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="realtime" mih={44}>
          Real-time Visitors
        </Tabs.Tab>
        <Tabs.Tab value="overview" mih={44}>
          Analytics Overview
        </Tabs.Tab>
        <Tabs.Tab value="history" mih={44}>
          Event History
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="realtime">
        <RealtimeTab pb={pb} />
      </Tabs.Panel>
      <Tabs.Panel value="overview">
        <OverviewTab pb={pb} />
      </Tabs.Panel>
      <Tabs.Panel value="history">
        <HistoryTab pb={pb} />
      </Tabs.Panel>
    </Tabs>
  )
}
