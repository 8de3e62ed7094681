import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { lastSeenLabel, momentMs } from './analytics-format'
import classes from './analytics.module.css'
import { ReadView } from './read-states'
import type { LiveVisitors } from './use-live-visitors'

/** Who is on the site now, updated by each heartbeat; a visitor silent for 45 s drops off. */
export function LiveVisitorList({ live, now }: { live: LiveVisitors; now: number }) {
  const read = live.status === 'ready' ? { status: 'ready' as const, value: live.visitors, reload: live.reload } : { status: live.status, reload: live.reload }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="live-visitors-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="live-visitors-title">
          Live Visitors
        </Title>
        <Text fw={700} aria-live="polite">
          {live.visitors.length} online
        </Text>
      </Group>
      <ReadView read={read} errorText="The live visitors could not be read.">
        {(visitors) =>
          visitors.length === 0 ? (
            <Text c="gray.7">No visitors on the site right now.</Text>
          ) : (
            <Stack component="ul" gap={0} className={classes.plainList} aria-label="Visitors online">
              {visitors.map((visitor) => (
                <li key={visitor.consent_id} className={classes.listRow} data-consent-id={visitor.consent_id}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Stack gap={0} className={classes.shrink}>
                      <Text size="sm" fw={600} className={classes.breakAnywhere}>
                        {visitor.page_title || visitor.page_url}
                      </Text>
                      <Text size="xs" c="gray.7" className={classes.breakAnywhere}>
                        {visitor.page_url} · {[visitor.browser, visitor.os, visitor.device_type].filter(Boolean).join(' · ') || 'Unknown device'}
                      </Text>
                    </Stack>
                    <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                      {lastSeenLabel(now - momentMs(visitor.last_seen_at))}
                    </Text>
                  </Group>
                </li>
              ))}
            </Stack>
          )
        }
      </ReadView>
    </Paper>
  )
}
