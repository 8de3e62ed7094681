import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/Radio.layer.css'
import { Group, Radio } from '@mantine/core'
import { changeValue, visibleError } from '../../lib/form/field-error'
import { useFieldContext } from '../../lib/form/form-contexts'
import { SELF_SELECTABLE_ROLES, type SelfSelectableRole } from './auth-schemas'

const LABELS: Record<SelfSelectableRole, string> = {
  freight_broker: 'Freight Broker',
  carrier: 'Carrier',
  pilot_car: 'Pilot Car',
}

/** "I am a": the role a new account starts with (admins grant any other). */
export function RoleChoiceField() {
  const field = useFieldContext<SelfSelectableRole>()
  return (
    <Radio.Group
      name={field.name}
      label="I am a"
      value={field.state.value}
      onChange={(value) => changeValue(field, value)}
      error={visibleError(field)}
      withAsterisk
    >
      <Group mt="xs" gap="lg">
        {SELF_SELECTABLE_ROLES.map((role) => (
          <Radio key={role} value={role} label={LABELS[role]} onBlur={field.handleBlur} />
        ))}
      </Group>
    </Radio.Group>
  )
}
