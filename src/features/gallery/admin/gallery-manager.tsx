import { Paper, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { ALL_STATUSES, useTableControls } from '../../../components/admin/use-table-controls'
import { useConfirm } from '../../../components/confirm-dialog'
import { GALLERY_SORT } from '../../../lib/image-display'
import { notifyError, notifyOutcome, notifySuccess } from '../../../lib/notify'
import { liveFilter } from '../../../lib/realtime/live-filter'
import { useLiveList } from '../../../lib/realtime/use-live-list'
import type { GalleryImageRecord, TypedPocketBase } from '../../../lib/record-types'
import { deleteImage, setLoadOfTheMonth } from './gallery-calls'
import type { GalleryCategory } from './gallery-categories'
import { GalleryImageGrid } from './gallery-image-grid'
import { DELETE_IMAGE_QUESTION, galleryToasts } from './gallery-texts'
import { GalleryUploader } from './gallery-uploader'
import { ImageEditDialog } from './image-edit-dialog'

const PER_PAGE = 24

/** The upload area, then the gallery by display order with Edit, Delete and Set Load of the Month. */
export function GalleryManager({ pb }: { pb: TypedPocketBase }) {
  const controls = useTableControls<GalleryImageRecord>({ sort: { columnAccessor: 'display_order', direction: 'asc' } })
  const category = controls.status === ALL_STATUSES ? undefined : (controls.status as GalleryCategory)
  const images = useLiveList({
    pb,
    collection: 'gallery_images',
    ...liveFilter<GalleryImageRecord>(pb, {
      equals: { category },
      search: { text: controls.searchText, fields: ['title', 'description', 'alt_text'] },
    }),
    sort: GALLERY_SORT,
    page: controls.page,
    perPage: PER_PAGE,
  })
  const [editing, setEditing] = useState<GalleryImageRecord | null>(null)
  const { confirm, dialog: confirmDialog } = useConfirm()
  // New images and new orders take their place in the order only the server knows.
  const reread = () => void images.reload().catch(() => undefined)

  const actions = {
    onEdit: setEditing,
    onDelete: (image: GalleryImageRecord) =>
      confirm({ title: 'Delete Image', message: DELETE_IMAGE_QUESTION, confirmLabel: 'Delete', onConfirm: () => removeImage(pb, image) }),
    onSetLoadOfTheMonth: (image: GalleryImageRecord) =>
      notifyOutcome(() => setLoadOfTheMonth(pb, image.id), {
        success: galleryToasts.loadOfTheMonthSet,
        failure: galleryToasts.loadOfTheMonthFailed,
      }),
  }

  return (
    <Stack gap="xl">
      <GalleryUploader pb={pb} onBatchDone={reread} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="gallery-images-heading">
        <Title order={2} fz="h3" id="gallery-images-heading" mb="md">
          Gallery Images
        </Title>
        <GalleryImageGrid pb={pb} list={images} controls={controls} actions={actions} />
      </Paper>
      <ImageEditDialog pb={pb} image={editing} onClose={() => setEditing(null)} onSaved={reread} />
      {confirmDialog}
    </Stack>
  )
}

/** Deletes with the spec's toasts; a failure also keeps the question open with the reason. */
async function removeImage(pb: TypedPocketBase, image: GalleryImageRecord) {
  try {
    await deleteImage(pb, image.id)
  } catch (error) {
    notifyError(galleryToasts.deleteFailed.title, galleryToasts.deleteFailed.message)
    throw error
  }
  notifySuccess(galleryToasts.deleted.title, galleryToasts.deleted.message)
}
