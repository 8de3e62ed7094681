import { Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import { useRef, useState } from 'react'
import { FormFailure } from '../../../components/admin/form-dialog'
import { tallCheckbox } from '../../../components/admin/touch-targets'
import { useAppForm } from '../../../lib/form/app-form'
import { focusFirstError } from '../../../lib/form/focus-first-error'
import { showSaveFailure } from '../../../lib/form/save-failure'
import { submitHandler } from '../../../lib/form/server-errors'
import { notifyError, notifySuccess } from '../../../lib/notify'
import type { SiteSettingsRecord, TypedPocketBase } from '../../../lib/record-types'
import { maintenanceSchema, maintenanceValuesOf } from './maintenance-schema'
import { saveMaintenance } from './site-settings-calls'
import { MaintenanceStatus } from './maintenance-status'
import { CheckboxField } from '../../../lib/form/fields/checkbox-field'

interface MaintenanceFormProps {
  pb: TypedPocketBase
  record: SiteSettingsRecord
}

/** Maintenance mode on or off, and what the maintenance page tells visitors. */
export function MaintenanceForm({ pb, record }: MaintenanceFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [saved, setSaved] = useState(record)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: maintenanceValuesOf(record),
    validators: { onChange: maintenanceSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        const next = await saveMaintenance(pb, saved.id, value)
        setSaved(next)
        formApi.reset(maintenanceValuesOf(next))
        notifySuccess(
          'Settings Saved',
          next.maintenance_enabled ? 'Maintenance mode is on: visitors see the maintenance page.' : 'Maintenance mode is off: the site is open to everyone.',
        )
      } catch (error) {
        const shown = showSaveFailure(formApi, error, 'Failed to save the settings.')
        if (shown === undefined) return
        setFailure(shown)
        notifyError('Save Failed', 'Failed to save the settings.')
        focusFirstError(formRef.current)
      }
    },
    onSubmitInvalid: () => focusFirstError(formRef.current),
  })

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={820}>
      <form ref={formRef} noValidate aria-labelledby="maintenance-heading" onSubmit={submitHandler(form)}>
        <Stack gap="md">
          <Title order={2} id="maintenance-heading" fz="xl">
            Maintenance Mode
          </Title>
          <MaintenanceStatus isOn={saved.maintenance_enabled} />
          <form.AppField name="maintenance_enabled">
            {() => (
              <CheckboxField
                size="md"
                classNames={tallCheckbox}
                label="Show the maintenance page to visitors"
                description="Signing in and the back office keep working, and admins browse the site as usual."
              />
            )}
          </form.AppField>
          <form.AppField name="maintenance_title">{(f) => <f.TextField label="Title" placeholder="Website Under Construction" />}</form.AppField>
          <form.AppField name="maintenance_message">{(f) => <f.TextareaField label="Message" minRows={3} />}</form.AppField>
          <form.AppField name="maintenance_eta">
            {(f) => (
              <f.TextField
                label="Expected Back"
                description="Words such as “Back Monday at 6 am”, or a time such as 2026-05-01T14:00:00Z, which also tells search engines when to return."
              />
            )}
          </form.AppField>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <form.AppField name="contact_email">{(f) => <f.TextField label="Contact Email" type="email" />}</form.AppField>
            <form.AppField name="contact_phone">{(f) => <f.TextField label="Contact Phone" type="tel" />}</form.AppField>
          </SimpleGrid>
          <FormFailure message={failure} />
          <form.AppForm>
            <form.SubmitButton label="Save Settings" busyLabel="Saving..." mih={44} style={{ alignSelf: 'flex-start' }} />
          </form.AppForm>
          <Button component="a" href="/" target="_blank" rel="noopener" variant="subtle" mih={44} style={{ alignSelf: 'flex-start' }}>
            Open the site in a new tab
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
