import '@mantine/core/styles/Input.layer.css'
import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { GALLERY_CATEGORY_OPTIONS, type GalleryCategory } from './gallery-categories'
import type { UploadDetails } from './upload-plan'

interface UploadItemFieldsProps {
  details: UploadDetails
  onChange: (details: UploadDetails) => void
  /** The default title, shown while the title is blank. */
  defaultTitle: string
}

/** Title, category and description of one image waiting to be uploaded. */
export function UploadItemFields({ details, onChange, defaultTitle }: UploadItemFieldsProps) {
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          label="Title"
          value={details.title}
          placeholder={defaultTitle}
          maxLength={200}
          onChange={(event) => onChange({ ...details, title: event.currentTarget.value })}
        />
        <NativeSelect
          label="Category"
          data={GALLERY_CATEGORY_OPTIONS}
          value={details.category}
          onChange={(event) => onChange({ ...details, category: event.currentTarget.value as GalleryCategory })}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        value={details.description}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={2000}
        onChange={(event) => onChange({ ...details, description: event.currentTarget.value })}
      />
    </Stack>
  )
}
