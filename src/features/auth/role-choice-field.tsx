import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/Radio.layer.css'
import { Radio, Stack } from '@mantine/core'
import { changeValue, useVisibleError } from '../../lib/form/field-error'
import { useFieldContext } from '../../lib/form/form-contexts'
import { SELF_SELECTABLE_ROLES, type SelfSelectableRole } from './auth-schemas'

/** Each role, and what it is for: a visitor who is not sure which one they are can tell. */
const ROLES: Record<SelfSelectableRole, { label: string; description: string }> = {
  freight_broker: {
    label: 'Freight Broker',
    description: 'You book loads for shippers, or ship your own freight: request quotes and follow them in My Quotes.',
  },
  carrier: {
    label: 'Carrier',
    description: 'You run trucks and trailers: request quotes and work with us on the loads we share.',
  },
  pilot_car: {
    label: 'Pilot Car',
    description: 'You drive escort vehicles: take escort jobs and keep your availability up to date.',
  },
}

/** "I am a": the role a new account starts with (admins grant any other). */
export function RoleChoiceField() {
  const field = useFieldContext<SelfSelectableRole>()
  const error = useVisibleError(field)
  return (
    <Radio.Group
      name={field.name}
      label="I am a"
      description="Shipping your own freight? Choose Freight Broker. You can change it later through support."
      value={field.state.value}
      onChange={(value) => changeValue(field, value)}
      error={error}
      withAsterisk
    >
      <Stack mt="xs" gap={4}>
        {SELF_SELECTABLE_ROLES.map((role) => (
          <Radio key={role} value={role} label={ROLES[role].label} description={ROLES[role].description} onBlur={field.handleBlur} />
        ))}
      </Stack>
    </Radio.Group>
  )
}
