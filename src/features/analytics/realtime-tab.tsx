import { SimpleGrid, Stack } from '@mantine/core'
import type { TypedPocketBase } from '../../lib/record-types'
import { DebuggerPanel } from './debugger-panel'
import { LiveVisitorList } from './live-visitor-list'
import { TrackingTestTool } from './tracking-test-tool'
import { useLiveVisitors } from './use-live-visitors'
import { useTicker } from './use-ticker'
import { VisitorInfoTool } from './visitor-info-tool'

/** Real-time Visitors: the live list, the debugger and the two tools. */
export function RealtimeTab({ pb }: { pb: TypedPocketBase }) {
  const now = useTicker(1000)
  const live = useLiveVisitors(pb, now)
  // The debugger reads again when someone arrives or leaves, not only on Refresh.
  const whoIsOnline = live.visitors.map((visitor) => visitor.consent_id).sort().join(' ')
  return (
    <Stack gap="lg">
      <LiveVisitorList live={live} now={now} />
      <DebuggerPanel pb={pb} readAgainOn={whoIsOnline} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <VisitorInfoTool pb={pb} />
        <TrackingTestTool baseUrl={pb.baseURL} />
      </SimpleGrid>
    </Stack>
  )
}
