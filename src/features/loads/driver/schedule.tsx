import '@mantine/core/styles/Card.layer.css'
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { StatusBadge } from '../../../components/status-badge'
import { formatCalendarDate } from '../../../lib/format'
import type { TypedPocketBase } from '../../../lib/record-types'
import { LoadRoute } from '../load-route'
import { loadStatuses } from '../load-statuses'
import { isFinished, type DriverLoad } from './driver-loads'
import { RoadListStatus, SavedCopyNotice, useDriverLoads } from './my-loads'

/** Coming loads grouped by pickup day, soonest first: `[['2030-03-02', [load…]], …]`. */
export function byPickupDay(loads: readonly DriverLoad[]): [string, DriverLoad[]][] {
  const days = new Map<string, DriverLoad[]>()
  const coming = loads.filter((load) => !isFinished(load)).sort((a, b) => a.pickup_date.localeCompare(b.pickup_date))
  for (const load of coming) {
    const day = load.pickup_date.slice(0, 10) || 'unscheduled'
    days.set(day, [...(days.get(day) ?? []), load])
  }
  return [...days.entries()]
}

/** The driver's coming loads by day. */
export function DriverSchedule({ pb, driverId }: { pb: TypedPocketBase; driverId: string }) {
  const { state, reload } = useDriverLoads(pb, driverId)
  if (state.status !== 'ready') return <RoadListStatus state={state} onRetry={() => void reload()} />
  const days = byPickupDay(state.records)
  return (
    <Stack gap="lg">
      <SavedCopyNotice savedAt={state.savedAt} />
      {days.length === 0 && <Text>No coming loads.</Text>}
      {days.map(([day, loads]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <Title order={2} fz="lg" id={`day-${day}`} mb="xs">
            {day === 'unscheduled' ? 'Date to be set' : formatCalendarDate(`${day} 00:00:00.000Z`)}
          </Title>
          <Stack gap="xs">
            {loads.map((load) => (
              <Card key={load.id} withBorder padding="sm">
                <Group justify="space-between">
                  <Anchor
                    renderRoot={(props) => <Link {...props} to="/loads/assigned" search={{ load: load.id }} />}
                    mih={44}
                    display="inline-flex"
                    style={{ alignItems: 'center' }}
                  >
                    <LoadRoute stops={load.stops} fallback={load.customer_name} />
                  </Anchor>
                  <StatusBadge value={load.status} statuses={loadStatuses} size="sm" />
                </Group>
              </Card>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  )
}
