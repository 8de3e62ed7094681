import '@mantine/core/styles/Badge.layer.css'
import { Badge, Paper, Text, Title } from '@mantine/core'
import { IconAward } from '@tabler/icons-react'
import { LazyImage } from '../../components/lazy-image'
import classes from './gallery.module.css'
import type { GalleryImage } from './gallery-image'

/** The highlighted load: its picture, title and description. */
export function LoadOfTheMonthCard({ image }: { image: GalleryImage }) {
  return (
    <Paper withBorder radius="md" className={classes.monthCard}>
      <LazyImage
        src={image.image.src}
        srcSet={image.image.srcSet}
        sizes="(min-width: 62em) 640px, 100vw"
        alt={image.alt}
        aspectRatio={3 / 2}
      />
      <div className={classes.monthBody}>
        <Badge size="lg" color="hazard.5" leftSection={<IconAward size={16} aria-hidden="true" />}>
          Load Of The Month
        </Badge>
        <Title order={4} size="h3" mt="md" className={classes.cardTitle}>
          {image.title}
        </Title>
        <Text mt="sm" c="gray.7" size="lg">
          {image.description}
        </Text>
      </div>
    </Paper>
  )
}
