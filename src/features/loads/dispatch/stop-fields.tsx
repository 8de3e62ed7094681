import '@mantine/core/styles/Fieldset.layer.css'
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { withForm } from '../../../lib/form/app-form'
import { STOP_KIND_LABELS } from '../load-statuses'
import { emptyLoad, emptyStop } from './new-load-schema'
import { SelectField } from '../../../lib/form/fields/select-field'

const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error)

const KIND_OPTIONS = Object.entries(STOP_KIND_LABELS).map(([value, label]) => ({
  value,
  label,
}))

/** The load's stops in order: place, kind, window and contact; one can be added or removed. */
export const StopFields = withForm({
  defaultValues: emptyLoad,
  render: function Render({ form }) {
    return (
      <form.Field name="stops" mode="array">
        {(stops) => (
          <Stack gap="sm">
            {stops.state.meta.errors.length > 0 && (
              <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
                {stops.state.meta.errors.map((error) => messageOf(error)).join(' ')}
              </div>
            )}
            {stops.state.value.map((_, index) => (
              <Fieldset key={index} legend={`Stop ${index + 1}`}>
                {/* Two columns: a date-and-time box does not shrink, and three overflowed a tablet's dialog. */}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <form.AppField name={`stops[${index}].kind`}>
                    {() => <SelectField label="Kind" data={KIND_OPTIONS} required />}
                  </form.AppField>
                  <form.AppField name={`stops[${index}].place`}>
                    {(f) => <f.TextField label="Place" required maxLength={300} />}
                  </form.AppField>
                  <form.AppField name={`stops[${index}].contact_name`}>{(f) => <f.TextField label="Contact" />}</form.AppField>
                  <form.AppField name={`stops[${index}].contact_phone`}>
                    {(f) => <f.TextField label="Contact phone" type="tel" />}
                  </form.AppField>
                  <form.AppField name={`stops[${index}].window_start`}>
                    {(f) => <f.TextField label="Window from" type="datetime-local" />}
                  </form.AppField>
                  <form.AppField name={`stops[${index}].window_end`}>
                    {(f) => <f.TextField label="Window to" type="datetime-local" />}
                  </form.AppField>
                </SimpleGrid>
                <Group justify="flex-end" mt="xs">
                  <ActionIcon
                    size={44}
                    variant="subtle"
                    color="red.9"
                    aria-label={`Remove stop ${index + 1}`}
                    onClick={() => stops.removeValue(index)}
                  >
                    <IconTrash size={20} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Fieldset>
            ))}
            <Button
              variant="light"
              mih={44}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => stops.pushValue(emptyStop('stop'))}
            >
              Add stop
            </Button>
          </Stack>
        )}
      </form.Field>
    )
  },
})
