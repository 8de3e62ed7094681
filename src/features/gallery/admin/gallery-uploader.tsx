import { Paper, Title } from '@mantine/core'
import { useRef, useState } from 'react'
import { ImageUploadField } from '../../../components/admin/image-upload-field'
import type { UploadItem } from '../../../components/admin/use-upload-queue'
import { notifyError, notifySuccess } from '../../../lib/notify'
import type { TypedPocketBase } from '../../../lib/record-types'
import { uploadSummary } from './gallery-texts'
import { UploadItemFields } from './upload-item-fields'
import { defaultDetails, displayOrderPlan, titleFromFileName, uploadBody, type UploadDetails } from './upload-plan'
import { useHighestDisplayOrder } from './use-highest-display-order'

/** The spec's limit per selection; more is refused with "Too Many Files". */
const MAX_FILES_PER_SELECTION = 10
const MAX_IMAGE_BYTES = 25 * 1024 * 1024

interface GalleryUploaderProps {
  pb: TypedPocketBase
  /** After each batch, e.g. to read the list again with the new images in place. */
  onBatchDone?: () => void
}

/** Up to ten images at a time, each with its title, category and description, each sent with its progress. */
export function GalleryUploader({ pb, onBatchDone }: GalleryUploaderProps) {
  const [detailsByKey, setDetailsByKey] = useState<Record<string, UploadDetails>>({})
  const highest = useHighestDisplayOrder(pb)
  const batch = useRef<ReturnType<typeof displayOrderPlan> | null>(null)

  const detailsOf = (item: UploadItem) => detailsByKey[item.key] ?? defaultDetails(item.file)
  const toRequest = (item: UploadItem) => {
    batch.current ??= displayOrderPlan(highest.read())
    const order = batch.current.next()
    highest.raiseTo(order)
    return { method: 'POST' as const, url: pb.buildURL('/api/collections/gallery_images/records'), body: uploadBody(item.file, detailsOf(item), order) }
  }
  const finishBatch = (result: { uploaded: number; failed: number }) => {
    batch.current = null
    const { isSuccess, title, message } = uploadSummary(result)
    ;(isSuccess ? notifySuccess : notifyError)(title, message)
    onBatchDone?.()
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="gallery-upload-heading">
      <Title order={2} fz="h3" id="gallery-upload-heading" mb="md">
        Upload Images
      </Title>
      <ImageUploadField
        label="New gallery images"
        description="Up to 10 images at a time. Give each a title, category and description, then upload them."
        maxFiles={MAX_FILES_PER_SELECTION}
        maxSizeBytes={MAX_IMAGE_BYTES}
        uploadAtOnce={false}
        authToken={pb.authStore.token}
        toRequest={toRequest}
        onBatchDone={finishBatch}
        renderItemFields={(item) => (
          <UploadItemFields
            details={detailsOf(item)}
            defaultTitle={titleFromFileName(item.file.name)}
            onChange={(next) => setDetailsByKey((all) => ({ ...all, [item.key]: next }))}
          />
        )}
      />
    </Paper>
  )
}
