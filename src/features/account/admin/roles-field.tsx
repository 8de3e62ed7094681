import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import { Checkbox, SimpleGrid } from '@mantine/core'
import { tallCheckbox } from '../../../components/admin/touch-targets'
import { ROLES } from '../../../lib/field-values'
import { changeValue, visibleError } from '../../../lib/form/field-error'
import { useFieldContext } from '../../../lib/form/form-contexts'
import type { Role } from '../../../lib/record-types'
import { ROLE_LABELS, roleBadge } from '../roles'

/**
 * The roles of an account as checkboxes, in a form field. A role ticked later goes after
 * those already held, so the primary role (the first) stays unless it is unticked.
 */
export function RolesField({ required }: { required?: boolean }) {
  const field = useFieldContext<Role[]>()
  const roles = field.state.value
  return (
    <Checkbox.Group
      label="Roles"
      description={`Primary role: ${roleBadge(roles[0] ?? null).label}`}
      value={roles}
      onChange={(chosen) => changeValue(field, chosen)}
      error={visibleError(field)}
      withAsterisk={required}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} mt="xs">
        {ROLES.map((role) => (
          <Checkbox key={role} value={role} label={ROLE_LABELS[role]} size="md" classNames={tallCheckbox} onBlur={field.handleBlur} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  )
}
