import '@mantine/core/styles/Modal.layer.css'
import { Button, Group, Modal, SimpleGrid, Stack, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useRef, useState } from 'react'
import { FormFailure } from '../../../components/admin/form-dialog'
import { useAppForm } from '../../../lib/form/app-form'
import { focusFirstError } from '../../../lib/form/focus-first-error'
import { showSaveFailure } from '../../../lib/form/save-failure'
import { submitHandler } from '../../../lib/form/server-errors'
import { notifyError, notifySuccess } from '../../../lib/notify'
import type { GalleryImageRecord, TypedPocketBase } from '../../../lib/record-types'
import { updateImageDetails } from './gallery-calls'
import { GALLERY_CATEGORY_OPTIONS } from './gallery-categories'
import { galleryToasts } from './gallery-texts'
import { imageDetailsRecord, imageDetailsSchema, imageDetailsValues } from './image-details-schema'
import { NumberField } from '../../../lib/form/fields/number-field'
import { SelectField } from '../../../lib/form/fields/select-field'
import { useDiscardQuestion } from '../../../components/discard-question'

interface ImageEditDialogProps {
  pb: TypedPocketBase
  /** The image being edited; closed when null. */
  image: GalleryImageRecord | null
  onClose: () => void
  onSaved?: () => void
}

/** Edit Image: title, description, alt text, category and display order. Full screen on phones. */
export function ImageEditDialog({ pb, image, onClose, onSaved }: ImageEditDialogProps) {
  const theme = useMantineTheme()
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`)
  const closing = useDiscardQuestion(onClose)
  return (
    <>
      <Modal opened={image !== null} onClose={closing.request} title="Edit Image" size="lg" fullScreen={isPhone} closeButtonProps={{ 'aria-label': 'Close' }}>
        {image && (
          <ImageEditForm
            key={image.id}
            pb={pb}
            image={image}
            onCancel={onClose}
            onSaved={() => {
              onSaved?.()
              onClose()
            }}
          />
        )}
      </Modal>
      {closing.question}
    </>
  )
}

interface ImageEditFormProps {
  pb: TypedPocketBase
  image: GalleryImageRecord
  onSaved: () => void
  onCancel: () => void
}

function ImageEditForm({ pb, image, onSaved, onCancel }: ImageEditFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: imageDetailsValues(image),
    validators: { onChange: imageDetailsSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await updateImageDetails(pb, image.id, imageDetailsRecord(value))
        formApi.reset(value)
        notifySuccess(galleryToasts.updated.title, galleryToasts.updated.message)
        onSaved()
      } catch (error) {
        const shown = showSaveFailure(formApi, error, galleryToasts.updateFailed.message)
        if (shown === undefined) return
        setFailure(shown)
        notifyError(galleryToasts.updateFailed.title, galleryToasts.updateFailed.message)
        focusFirstError(formRef.current)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <form ref={formRef} noValidate aria-label="Image details" onSubmit={submitHandler(form)}>
      <Stack gap="md">
        <form.AppField name="title">{(f) => <f.TextField label="Title" required maxLength={200} />}</form.AppField>
        <form.AppField name="description">{(f) => <f.TextareaField label="Description" minRows={2} maxRows={6} />}</form.AppField>
        <form.AppField name="alt_text">
          {(f) => (
            <f.TextField
              label="Alt text" description="What the picture shows, for screen readers; the title is used when empty" maxLength={300} />
          )}
        </form.AppField>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <form.AppField name="category">{() => <SelectField label="Category" data={GALLERY_CATEGORY_OPTIONS} required />}</form.AppField>
          <form.AppField name="display_order">
            {() => (
              <NumberField
                  label="Display order"
                description="Lower numbers come first"
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
              />
            )}
          </form.AppField>
        </SimpleGrid>
        <FormFailure message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onCancel}>
            Cancel
          </Button>
          <form.AppForm>
            <form.SubmitButton mih={44} label="Save Changes" busyLabel="Saving..." />
          </form.AppForm>
        </Group>
      </Stack>
    </form>
  )
}
