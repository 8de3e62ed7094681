import { SimpleGrid, Stack } from '@mantine/core'
import type { TypedPocketBase } from '../../lib/record-types'
import { DebuggerPanel } from './debugger-panel'
import { LiveVisitorList } from './live-visitor-list'
import { TrackingTestTool } from './tracking-test-tool'
import { VisitorInfoTool } from './visitor-info-tool'

/** Real-time Visitors: the live list, the debugger and the two tools. */
export function RealtimeTab({ pb }: { pb: TypedPocketBase }) {
  return (
    <Stack gap="lg">
      <LiveVisitorList pb={pb} />
      <DebuggerPanel pb={pb} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <VisitorInfoTool pb={pb} />
        <TrackingTestTool baseUrl={pb.baseURL} />
      </SimpleGrid>
    </Stack>
  )
}
