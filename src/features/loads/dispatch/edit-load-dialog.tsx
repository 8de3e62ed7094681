import { Divider, Stack } from '@mantine/core'
import { FormDialog } from '../../../components/admin/form-dialog'
import type { TypedPocketBase } from '../../../lib/record-types'
import type { DispatchLoad } from './dispatch-load'
import { LoadDocumentsEditor } from './load-documents-editor'
import { LoadStopsEditor } from './load-stops-editor'

interface EditLoadDialogProps {
  pb: TypedPocketBase
  /** The load as the live list has it now, so the dialog follows every change. */
  load: DispatchLoad | null
  onClose: () => void
}

/** A load's stops and documents, edited after it was created; the driver's app follows live. */
export function EditLoadDialog({ pb, load, onClose }: EditLoadDialogProps) {
  return (
    <FormDialog title={load ? `Stops and Documents: ${load.customer_name}` : 'Stops and Documents'} opened={load !== null} onClose={onClose}>
      {load && (
        <Stack gap="lg">
          <LoadStopsEditor pb={pb} load={load} />
          <Divider />
          <LoadDocumentsEditor pb={pb} load={load} />
        </Stack>
      )}
    </FormDialog>
  )
}
