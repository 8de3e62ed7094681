import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useCallback } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import { formatVisitorNumber } from './analytics-format'
import { DEBUG_EVENTS, DEBUG_VISITORS, readLatestEvents, readLatestVisitors, type UniqueVisitorRecord } from './analytics-calls'
import classes from './analytics.module.css'
import { EventList } from './event-list'
import { formatDateTimeShort } from './event-time'
import { ReadView } from './read-states'
import { useRead } from './use-read'

function VisitorList({ visitors }: { visitors: readonly UniqueVisitorRecord[] }) {
  if (visitors.length === 0) return <Text c="gray.7">No visitors yet.</Text>
  return (
    <Stack component="ul" gap={0} className={classes.plainList} aria-label="Latest visitors">
      {visitors.map((visitor) => (
        <Group component="li" key={visitor.id} justify="space-between" className={classes.listRow} wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {formatVisitorNumber(visitor.visitor_number)}
            </Text>
            <Text size="xs" c="gray.7">
              {visitor.total_visits > 1 ? `Returning · ${visitor.total_visits} visits` : 'New · 1 visit'}
            </Text>
          </Stack>
          <Text size="xs" c="gray.7">
            {formatDateTimeShort(visitor.last_seen_at)}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}

interface DebuggerPanelProps {
  pb: TypedPocketBase
  /** Read again when this changes (who is online), besides on Refresh. */
  readAgainOn: string
}

/** The debugger: the latest five visitors and ten events as the server stored them. */
export function DebuggerPanel({ pb, readAgainOn }: DebuggerPanelProps) {
  const visitors = useRead(useCallback(() => readLatestVisitors(pb, DEBUG_VISITORS), [pb]), 'the latest visitors', readAgainOn)
  const events = useRead(useCallback(() => readLatestEvents(pb, DEBUG_EVENTS), [pb]), 'the latest events', readAgainOn)
  const refresh = () => void Promise.all([visitors.reload(), events.reload()])
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="debugger-title">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="lg" id="debugger-title">
          Tracking Debugger
        </Title>
        <Button variant="default" mih={44} leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={refresh}>
          Refresh
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} fz="md">
            Latest {DEBUG_VISITORS} visitors
          </Title>
          <ReadView read={visitors} errorText="The latest visitors could not be read.">
            {(value) => <VisitorList visitors={value} />}
          </ReadView>
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="md">
            Latest {DEBUG_EVENTS} events
          </Title>
          <ReadView read={events} errorText="The latest events could not be read.">
            {(value) => <EventList events={value} label="Latest events" />}
          </ReadView>
        </Stack>
      </SimpleGrid>
    </Paper>
  )
}
