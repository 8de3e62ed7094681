import '@mantine/core/styles/Badge.layer.css'
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { useEffect, useRef } from 'react'
import classes from './replay.module.css'
import { formatOffset } from './replay-format'
import { describeCoordinates, type TimelineEvent } from './replay-timeline'

function pageOf(event: TimelineEvent): string {
  return event.row.page_title || event.row.page_url
}

/**
 * Brings `row` into view by scrolling `list` alone: `scrollIntoView` would also scroll the dialog
 * around it, and take the replayed page out of view while it plays.
 */
function scrollWithin(list: HTMLElement, row: HTMLElement): void {
  const box = list.getBoundingClientRect()
  const rowBox = row.getBoundingClientRect()
  if (rowBox.top < box.top) list.scrollTop -= box.top - rowBox.top
  else if (rowBox.bottom > box.bottom) list.scrollTop += rowBox.bottom - box.bottom
}

/** Every event: type, page, text (first 50 characters), coordinates, offset; the current one marked and kept in view. */
export function ReplayEventList({ timeline, index, onSelect }: { timeline: readonly TimelineEvent[]; index: number; onSelect: (index: number) => void }) {
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="true"]')
    if (list.current && current) scrollWithin(list.current, current)
  }, [index])

  if (timeline.length === 0) return <Text c="gray.7">No events were recorded in this session.</Text>
  return (
    <div ref={list} className={classes.eventList}>
      <Stack component="ol" gap={2} p={0} m={0} aria-label="Events" style={{ listStyle: 'none' }}>
      {timeline.map((event, i) => (
        <li key={event.row.id}>
          <UnstyledButton className={classes.eventRow} p="xs" aria-current={i === index} onClick={() => onSelect(i)}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="wrap">
                <Badge variant="light" color="gray">
                  {event.row.event_type}
                </Badge>
                {event.isRage && <Badge color="red.8">Rage click</Badge>}
                {event.isDead && <Badge color="hazard.8">Dead click</Badge>}
                <Text size="sm">{pageOf(event)}</Text>
                {event.row.element_text && (
                  <Text size="sm" c="gray.7">
                    “{event.row.element_text.slice(0, 50)}”
                  </Text>
                )}
              </Group>
              <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                {describeCoordinates(event.row)} +{formatOffset(event.offsetMs)}
              </Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
      </Stack>
    </div>
  )
}
