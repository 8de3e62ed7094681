import '@mantine/core/styles/Badge.layer.css'
import { Badge, Group } from '@mantine/core'
import { IconBriefcase, IconMapPin } from '@tabler/icons-react'
import type { JobOpening } from '../../content/openings'

/** Where an opening is and what kind of job it is. */
export function OpeningFacts({ opening }: { opening: JobOpening }) {
  return (
    <Group gap="xs">
      <Badge variant="light" color="steel" size="lg" leftSection={<IconMapPin size={14} aria-hidden="true" />}>
        {opening.location}
      </Badge>
      <Badge variant="light" color="steel" size="lg" leftSection={<IconBriefcase size={14} aria-hidden="true" />}>
        {opening.type}
      </Badge>
    </Group>
  )
}
