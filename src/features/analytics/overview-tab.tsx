import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useCallback } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import { eventLabel } from './analytics-format'
import { readLatestEvents, readOverviewNumbers, readTopEvents, RECENT_EVENTS, type OverviewNumbers } from './analytics-calls'
import classes from './analytics.module.css'
import { EventList } from './event-list'
import { ReadView } from './read-states'
import { useRead } from './use-read'

const CARDS: { key: keyof OverviewNumbers; label: string }[] = [
  { key: 'totalEvents', label: 'Total Events' },
  { key: 'uniqueVisitors', label: 'Unique Visitors' },
  { key: 'returningVisitors', label: 'Returning Visitors' },
  { key: 'consents', label: 'Consent Records' },
]

function StatCards({ pb }: { pb: TypedPocketBase }) {
  const numbers = useRead(useCallback(() => readOverviewNumbers(pb), [pb]), 'the analytics totals')
  return (
    <ReadView read={numbers} errorText="The totals could not be read." lines={2}>
      {(value) => (
        <SimpleGrid component="ul" cols={{ base: 2, md: 4 }} spacing="md" className={classes.plainList} aria-label="Analytics totals">
          {CARDS.map(({ key, label }) => (
            <Paper component="li" withBorder p="md" radius="md" key={key} aria-label={label}>
              <Text size="sm" c="gray.7" fw={600}>
                {label}
              </Text>
              <Text className={classes.statValue} data-count={value[key]}>
                {value[key].toLocaleString('en-US')}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </ReadView>
  )
}

function TopEvents({ pb }: { pb: TypedPocketBase }) {
  const top = useRead(useCallback(() => readTopEvents(pb), [pb]), 'the top events')
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="top-events-title">
      <Title order={2} fz="lg" id="top-events-title" mb="sm">
        Top Events
      </Title>
      <ReadView read={top} errorText="The top events could not be read.">
        {(events) =>
          events.length === 0 ? (
            <Text c="gray.7">No events yet.</Text>
          ) : (
            <Stack component="ol" gap={0} className={classes.plainList} aria-label="Top events">
              {events.map(({ name, count }) => (
                <Group component="li" key={name} justify="space-between" className={classes.listRow} wrap="nowrap">
                  <Text size="sm" fw={600} className={classes.breakAnywhere}>
                    {eventLabel(name)}
                  </Text>
                  <Text size="sm">{count.toLocaleString('en-US')}</Text>
                </Group>
              ))}
            </Stack>
          )
        }
      </ReadView>
    </Paper>
  )
}

function RecentActivity({ pb }: { pb: TypedPocketBase }) {
  const recent = useRead(useCallback(() => readLatestEvents(pb, RECENT_EVENTS), [pb]), 'the recent events')
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="recent-activity-title">
      <Title order={2} fz="lg" id="recent-activity-title" mb="sm">
        Recent Activity
      </Title>
      <ReadView read={recent} errorText="The recent events could not be read.">
        {(events) => <EventList events={events} label="Recent events" />}
      </ReadView>
    </Paper>
  )
}

/** Analytics Overview: four totals, the five most frequent events and the ten latest. */
export function OverviewTab({ pb }: { pb: TypedPocketBase }) {
  return (
    <Stack gap="lg">
      <StatCards pb={pb} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TopEvents pb={pb} />
        <RecentActivity pb={pb} />
      </SimpleGrid>
    </Stack>
  )
}
