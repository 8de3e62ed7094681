import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core'
import { useRef, useState } from 'react'
import { FormFailure } from '../../../components/admin/form-dialog'
import { useAppForm } from '../../../lib/form/app-form'
import { SelectField } from '../../../lib/form/fields/select-field'
import { focusFirstError } from '../../../lib/form/focus-first-error'
import { showSaveFailure } from '../../../lib/form/save-failure'
import { submitHandler } from '../../../lib/form/server-errors'
import { STOP_KIND_LABELS } from '../load-statuses'
import { stopSchema, type StopValues } from './new-load-schema'

const KIND_OPTIONS = Object.entries(STOP_KIND_LABELS).map(([value, label]) => ({ value, label }))

export interface PositionChoice {
  /** The places a new stop may go, as `{ value: index, label: 'After 1. Dayton, OH' }`. */
  options: { value: string; label: string }[]
  initial: number
}

interface StopFormProps {
  /** The form's name for screen readers: 'New stop' or 'Edit stop 2'. */
  name: string
  initial: StopValues
  /** Given for a new stop: where it goes in the order. */
  position?: PositionChoice
  submitLabel: string
  onSave: (values: StopValues, position: number) => Promise<unknown>
  onCancel: () => void
}

/** One stop's place, kind, window and contact; the server's refusal is shown next to its field. */
export function StopForm({ name, initial, position, submitLabel, onSave, onCancel }: StopFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [index, setIndex] = useState(String(position?.initial ?? 0))
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: initial,
    validators: { onChange: stopSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await onSave(value, Number(index))
        formApi.reset(value)
      } catch (error) {
        setFailure(showSaveFailure(formApi, error, 'Failed to save the stop.') ?? null)
        focusFirstError(formRef.current)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })
  return (
    <form ref={formRef} noValidate aria-label={name} onSubmit={submitHandler(form)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <form.AppField name="place">{(f) => <f.TextField label="Place" required maxLength={300} />}</form.AppField>
          <form.AppField name="kind">{() => <SelectField label="Kind" data={KIND_OPTIONS} required />}</form.AppField>
          {position && (
            <Select
              label="Place in the route"
              data={position.options}
              value={index}
              onChange={(value) => setIndex(value ?? index)}
              allowDeselect={false}
            />
          )}
          <form.AppField name="window_start">{(f) => <f.TextField label="Window from" type="datetime-local" />}</form.AppField>
          <form.AppField name="window_end">{(f) => <f.TextField label="Window to" type="datetime-local" />}</form.AppField>
          <form.AppField name="contact_name">{(f) => <f.TextField label="Contact" maxLength={100} />}</form.AppField>
          <form.AppField name="contact_phone">{(f) => <f.TextField label="Contact phone" type="tel" />}</form.AppField>
        </SimpleGrid>
        <FormFailure message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onCancel}>
            Cancel
          </Button>
          <form.AppForm>
            <form.SubmitButton mih={44} label={submitLabel} busyLabel="Saving..." />
          </form.AppForm>
        </Group>
      </Stack>
    </form>
  )
}
