import '@mantine/core/styles/Badge.layer.css'
import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core'
import { IconArrowRight, IconRuler2 } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { LazyImage } from '../../components/lazy-image'
import classes from './fleet.module.css'
import type { FleetView } from './fleet-view'

/** The selected configuration: picture, what it carries, and the way to book it. */
export function FleetDetailCard({ view }: { view: FleetView }) {
  return (
    <Paper withBorder radius="md" className={classes.card}>
      <LazyImage
        className={classes.cardImage}
        src={view.image.src}
        srcSet={view.image.srcSet}
        sizes="(min-width: 62em) 640px, 100vw"
        alt={view.name}
        aspectRatio={3 / 2}
      />
      <div className={classes.cardBody}>
        <Title order={3} className={classes.cardTitle}>
          {view.name}
        </Title>
        <Group gap="xs" mt="sm">
          <Badge color="steel.8" size="lg">
            {view.axleCount} axles
          </Badge>
          {view.length > 0 && (
            <Badge variant="outline" color="steel.8" size="lg">
              {view.length} ft
            </Badge>
          )}
        </Group>
        <Group gap="xs" mt="lg" wrap="nowrap" align="flex-start" className={classes.capacity}>
          <IconRuler2 size={22} aria-hidden="true" className={classes.capacityIcon} />
          <Text fw={700}>{view.capacity}</Text>
        </Group>
        {view.description && (
          <Text mt="md" c="gray.7">
            {view.description}
          </Text>
        )}
        <Button
          component={Link}
          to="/quote"
          size="md"
          mt="xl"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          Request Quote
        </Button>
      </div>
    </Paper>
  )
}
