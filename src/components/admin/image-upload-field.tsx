import '@mantine/dropzone/styles.layer.css'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { IconPhoto, IconUpload } from '@tabler/icons-react'
import { useId, useState, type ReactNode } from 'react'
import { notifyError } from '../../lib/notify'
import { UploadItemRow } from './upload-item-row'
import { useUploadQueue, type UploadItem, type UploadQueueOptions } from './use-upload-queue'

/** What the server's image fields take (pb_migrations: fleet, gallery_images). */
export const SERVER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
const TEN_MB = 10 * 1024 * 1024

interface ImageUploadFieldProps extends UploadQueueOptions {
  label: string
  description?: string
  /** Most files in one selection; more are refused with the spec's "Too Many Files". */
  maxFiles?: number
  maxSizeBytes?: number
  /** The types the server's file field takes; images by default. */
  accept?: string[]
  /** Those types in words, e.g. 'PDF, JPEG, PNG or WebP'. */
  typesText?: string
  /** What one file is called in the words around the field: 'image' by default, or 'document'. */
  noun?: string
  /** Send as soon as chosen; with `false`, items wait for an Upload button (to be given a title first). */
  uploadAtOnce?: boolean
  /** Fields shown under each waiting item. */
  renderItemFields?: (item: UploadItem) => ReactNode
  /** After each batch, e.g. for the spec's "Upload Complete: Successfully uploaded N image(s)." */
  onBatchDone?: (result: { uploaded: number; failed: number }) => void
}

/**
 * Images chosen by drop or by the file picker, each sent with its own progress bar. Example:
 * `<ImageUploadField label="Vehicle photo" maxFiles={1} authToken={pb.authStore.token} toRequest={(item) => ({ method: 'PATCH', url, body: formWith(item.file) })} />`
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, description, maxFiles = 10, maxSizeBytes = TEN_MB, uploadAtOnce = true, renderItemFields, onBatchDone } = props
  const { accept = SERVER_IMAGE_TYPES, typesText = 'JPEG, PNG, WebP or GIF', noun = 'image' } = props
  const queue = useUploadQueue(props)
  const [refused, setRefused] = useState<string[]>([])
  const labelId = useId()
  const waiting = queue.items.filter((item) => item.state === 'ready')

  const sendBatch = async (batch?: UploadItem[]) => onBatchDone?.(await queue.sendAll(batch))
  // The whole selection is refused when it holds too many (react-dropzone would keep the first ones).
  const choose = (files: File[], rejections: FileRejection[]) => {
    setRefused([])
    if (files.length + rejections.length > maxFiles) {
      notifyError(
        'Too Many Files',
        `Please select up to ${maxFiles} ${maxFiles === 1 ? noun : `${noun}s`} at a time to avoid performance issues.`,
      )
      return
    }
    setRefused(rejections.map(({ file, errors }) => `${file.name}: ${refusal(errors[0]?.code, maxSizeBytes, `a ${typesText} ${noun}`)}`))
    const added = queue.add(files)
    if (uploadAtOnce && added.length > 0) void sendBatch(added)
  }

  return (
    <Stack gap="sm">
      <div>
        <Text component="span" id={labelId} fw={600}>
          {label}
        </Text>
        {description && (
          <Text size="sm" c="gray.7">
            {description}
          </Text>
        )}
      </div>
      <Dropzone
        onDropAny={choose}
        onDrop={ignoreSplitDrop}
        accept={accept}
        maxSize={maxSizeBytes}
        multiple={maxFiles > 1}
        // Named by the words inside it; the field's label tells what the images are for.
        role="button"
        aria-describedby={labelId}
        // The button opens the file picker; its input, out of the page, would be a control inside a control.
        inputProps={{ style: { display: 'none' } }}
      >
        <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} aria-hidden="true" />
          </Dropzone.Accept>
          <Dropzone.Idle>
            <IconPhoto size={36} aria-hidden="true" />
          </Dropzone.Idle>
          <div>
            <Text fw={600}>Drop {noun}s here or tap to choose</Text>
            <Text size="sm" c="gray.7">
              {typesText}, up to {Math.round(maxSizeBytes / (1024 * 1024))} MB{maxFiles > 1 ? `, ${maxFiles} at a time` : ''}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {refused.length > 0 && (
        <Stack gap={2} role="alert">
          {refused.map((line) => (
            <Text key={line} size="sm" c="red.9">
              {line}
            </Text>
          ))}
        </Stack>
      )}
      {queue.items.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Chosen ${noun}s`}>
          {queue.items.map((item) => (
            <UploadItemRow
              key={item.key}
              item={item}
              fields={renderItemFields?.(item)}
              onRemove={() => queue.remove(item.key)}
              onRetry={() => void sendBatch([item])}
            />
          ))}
        </Stack>
      )}
      <Group gap="sm">
        {!uploadAtOnce && waiting.length > 0 && (
          <Button
            mih={44}
            leftSection={<IconUpload size={18} aria-hidden="true" />}
            onClick={() => void sendBatch()}
            loading={queue.isSending}
          >
            Upload {waiting.length} {waiting.length === 1 ? noun : `${noun}s`}
          </Button>
        )}
        {queue.items.some((item) => item.state === 'done') && (
          <Button variant="subtle" mih={44} onClick={queue.clearDone}>
            Clear uploaded
          </Button>
        )}
      </Group>
    </Stack>
  )
}

// Both halves of a drop arrive together through onDropAny.
const ignoreSplitDrop = () => undefined

function refusal(code: string | undefined, maxSizeBytes: number, wrongTypeText: string): string {
  if (code === 'file-too-large') return `larger than ${Math.round(maxSizeBytes / (1024 * 1024))} MB`
  if (code === 'file-invalid-type') return `not ${wrongTypeText}`
  return 'cannot be uploaded'
}
