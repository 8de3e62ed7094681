import '@mantine/core/styles/Badge.layer.css'
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { openings } from '../../../content/openings'

/**
 * The openings the careers page lists, read-only: they are part of the site's content
 * (src/content/openings.ts), published with the site, not records an admin edits here.
 */
export function OpeningsOverview() {
  return (
    <Stack gap="sm" component="section" aria-labelledby="openings-heading" id="openings">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} fz="xl" id="openings-heading">
          Current openings ({openings.length})
        </Title>
        <Button
          component="a"
          href="/careers"
          target="_blank"
          rel="noopener"
          variant="default"
          mih={44}
          rightSection={<IconExternalLink size={16} aria-hidden="true" />}
        >
          Open the careers page
        </Button>
      </Group>
      <Text c="gray.7">
        Openings are part of the site's content and change with a new release of the site: to add or edit a job posting, ask the web
        team to update the openings list.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {openings.map((opening) => (
          <Paper key={opening.id} withBorder p="md">
            <Stack gap={6}>
              <Text fw={600}>{opening.title}</Text>
              <Group gap={6}>
                <Badge variant="outline" color="gray.7" radius="sm">
                  {opening.type}
                </Badge>
                <Text size="sm" c="gray.7">
                  {opening.location}
                </Text>
              </Group>
              <Text size="sm" lineClamp={3}>
                {opening.description}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
