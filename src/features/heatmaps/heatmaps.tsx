import '@mantine/core/styles/SegmentedControl.layer.css'
import '@mantine/core/styles/Card.layer.css'
import '@mantine/core/styles/Input.layer.css'
import { Alert, Card, Group, Loader, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import { HeatmapCanvas } from './heatmap-canvas'
import { hasData, pagesOf, pointsOf, rowsOf, statsOf, CLASS_WIDTHS, type HeatMode, type Period, type ViewportClass } from './heatmap-summary'
import classes from './heatmaps.module.css'
import { useHeatmapRows } from './use-heatmap-rows'

const PERIODS = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
]
const MODES = [
  { value: 'clicks', label: 'Clicks' },
  { value: 'hovers', label: 'Hovers' },
  { value: 'scroll', label: 'Scroll' },
]
const DEVICES = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'phone', label: 'Phone' },
]
const controlClassNames = { label: classes.segmentLabel }

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Card>
  )
}

function NoHeatmapData() {
  return (
    <Card withBorder padding="xl" ta="center">
      <Title order={2} fz="lg">
        No heatmap data available
      </Title>
      <Text c="gray.7">Data will appear here as users interact with your pages</Text>
    </Card>
  )
}

/** The Heatmaps page (spec §2): period, page, mode and device, three totals, and the heat over the page. */
export function Heatmaps({ pb }: { pb: TypedPocketBase }) {
  const [period, setPeriod] = useState<Period>('7d')
  const [mode, setMode] = useState<HeatMode>('clicks')
  const [device, setDevice] = useState<ViewportClass>('desktop')
  const [chosenPage, setChosenPage] = useState<string | null>(null)
  const load = useHeatmapRows(pb, period)
  const rows = useMemo(() => (load.status === 'ready' ? load.rows : []), [load])
  const pages = useMemo(() => pagesOf(rows, device), [rows, device])
  const page = chosenPage !== null && pages.includes(chosenPage) ? chosenPage : (pages[0] ?? null)
  const pageRows = useMemo(() => rowsOf(rows, page, device), [rows, page, device])
  const stats = statsOf(pageRows)
  const points = useMemo(() => pointsOf(pageRows, mode, CLASS_WIDTHS[device]), [pageRows, mode, device])

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl aria-label="Period" value={period} onChange={(value) => setPeriod(value as Period)} data={PERIODS} classNames={controlClassNames} />
        <NativeSelect
          label="Page"
          data={pages.length === 0 ? ['No pages yet'] : pages}
          value={page ?? 'No pages yet'}
          onChange={(event) => setChosenPage(event.currentTarget.value)}
          disabled={pages.length === 0}
          w={240}
          styles={{ input: { minHeight: 44 } }}
        />
        <SegmentedControl aria-label="Mode" value={mode} onChange={(value) => setMode(value as HeatMode)} data={MODES} classNames={controlClassNames} />
        <SegmentedControl aria-label="Device" value={device} onChange={(value) => setDevice(value as ViewportClass)} data={DEVICES} classNames={controlClassNames} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label="Total Clicks" value={String(stats.totalClicks)} />
        <Stat label="Total Hovers" value={String(stats.totalHovers)} />
        <Stat label="Avg Scroll Depth" value={`${stats.avgScrollDepth}%`} />
      </SimpleGrid>
      {load.status === 'loading' && <Loader aria-label="Loading heatmap data" />}
      {load.status === 'error' && <Alert color="red" title="Failed to load heatmap data" />}
      {load.status === 'ready' && (page !== null && hasData(stats) ? <HeatmapCanvas page={page} mode={mode} viewportClass={device} points={points} /> : <NoHeatmapData />)}
    </Stack>
  )
}
