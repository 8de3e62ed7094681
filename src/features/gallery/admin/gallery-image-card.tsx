import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/Card.layer.css'
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconPencil, IconStar, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { CARD_IMAGE_WIDTH } from '../../../lib/image-display'
import type { GalleryImageRecord, TypedPocketBase } from '../../../lib/record-types'
import { categoryLabel } from './gallery-categories'
import classes from './gallery-admin.module.css'

export interface GalleryImageActions {
  onEdit: (image: GalleryImageRecord) => void
  onDelete: (image: GalleryImageRecord) => void
  /** Resolves once the server has answered. */
  onSetLoadOfTheMonth: (image: GalleryImageRecord) => Promise<unknown>
}

interface GalleryImageCardProps extends GalleryImageActions {
  pb: TypedPocketBase
  image: GalleryImageRecord
  isNew: boolean
}

/** One gallery image as a thumbnail (never the original), its details and its actions. */
export function GalleryImageCard({ pb, image, isNew, onEdit, onDelete, onSetLoadOfTheMonth }: GalleryImageCardProps) {
  const [isMarking, setIsMarking] = useState(false)
  const mark = () => {
    setIsMarking(true)
    void onSetLoadOfTheMonth(image).finally(() => setIsMarking(false))
  }
  return (
    <Card withBorder padding="sm" h="100%" data-new={isNew || undefined} aria-label={image.title} component="article">
      <Card.Section>
        <img
          className={classes.thumb}
          src={pb.files.getURL(image, image.image, { thumb: `${CARD_IMAGE_WIDTH}x0` })}
          alt={image.alt_text || image.title}
          loading="lazy"
          width={CARD_IMAGE_WIDTH}
          height={450}
        />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        {image.is_load_of_the_month && (
          <Badge color="hazard.5" leftSection={<IconStar size={12} aria-hidden="true" />} style={{ alignSelf: 'flex-start' }}>
            Load of the Month
          </Badge>
        )}
        <Text fw={700} lineClamp={2}>
          {image.title}
        </Text>
        <Text size="sm" c="gray.7">
          {categoryLabel(image.category)} · Order {image.display_order}
        </Text>
        {image.description && (
          <Text size="sm" lineClamp={2}>
            {image.description}
          </Text>
        )}
      </Stack>
      <Stack gap="xs" mt="sm">
        <Group gap="xs" grow>
          <Button variant="default" mih={44} leftSection={<IconPencil size={18} aria-hidden="true" />} aria-label={`Edit ${image.title}`} onClick={() => onEdit(image)}>
            Edit
          </Button>
          <Button
            variant="default"
            c="red.9"
            mih={44}
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            aria-label={`Delete ${image.title}`}
            onClick={() => onDelete(image)}
          >
            Delete
          </Button>
        </Group>
        <Button
          variant="light"
          color="steel"
          mih={44}
          leftSection={<IconStar size={18} aria-hidden="true" />}
          disabled={image.is_load_of_the_month}
          loading={isMarking}
          aria-label={`Set Load of the Month: ${image.title}`}
          onClick={mark}
        >
          Set Load of the Month
        </Button>
      </Stack>
    </Card>
  )
}
