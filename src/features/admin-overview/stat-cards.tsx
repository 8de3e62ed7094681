import '@mantine/core/styles/Skeleton.layer.css'
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import classes from './admin-overview.module.css'
import { OVERVIEW_STATS } from './overview-stats'
import type { OverviewCounts, StatCount } from './use-overview-counts'

function StatValue({ count }: { count: StatCount }) {
  if (count === undefined) {
    return (
      <>
        <Skeleton height={34} width={72} aria-hidden="true" />
        <VisuallyHidden>Loading...</VisuallyHidden>
      </>
    )
  }
  return (
    <Text className={classes.statValue} data-count={count ?? undefined}>
      {count === null ? '—' : count.toLocaleString('en-US')}
    </Text>
  )
}

/** The spec's six totals as cards; a count that could not be read says so, with Retry. */
export function StatCards({ counts, hasFailed, reload }: OverviewCounts) {
  const [isRetrying, setIsRetrying] = useState(false)
  const retry = () => {
    setIsRetrying(true)
    void reload().finally(() => setIsRetrying(false))
  }
  return (
    <Stack gap="sm">
      <SimpleGrid component="ul" cols={{ base: 2, md: 3 }} spacing="md" className={classes.plainList} aria-label="Totals">
        {OVERVIEW_STATS.map(({ label, icon: Icon }, index) => (
          <Paper component="li" withBorder p="md" radius="md" key={label} aria-label={label}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={4}>
                <Text size="sm" c="gray.7" fw={600}>
                  {label}
                </Text>
                <StatValue count={counts[index]} />
              </Stack>
              <ThemeIcon variant="light" color="steel" size={40} radius="md" aria-hidden="true">
                <Icon size={22} />
              </ThemeIcon>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      {hasFailed && (
        <Alert color="red" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">Some totals could not be read.</Text>
            <Button variant="default" mih={44} leftSection={<IconRefresh size={18} aria-hidden="true" />} loading={isRetrying} onClick={retry}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  )
}
