import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/PasswordInput.layer.css'
import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { changeValue, useVisibleError } from '../../lib/form/field-error'
import { useFieldContext } from '../../lib/form/form-contexts'

type PasswordFieldProps = Omit<PasswordInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>

/** A password input (with a show/hide toggle) bound to its form field. */
export function PasswordField({ required, ...props }: PasswordFieldProps) {
  const field = useFieldContext<string>()
  const error = useVisibleError(field)
  return (
    <PasswordInput
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={(event) => changeValue(field, event.currentTarget.value)}
      onBlur={field.handleBlur}
      error={error}
      withAsterisk={required}
      aria-required={required}
      // Mantine marks the box but not the input itself as invalid: screen readers read the input.
      aria-invalid={error ? true : undefined}
      // Out of the tab order by Mantine's default, which leaves keyboard users unable to check what they typed.
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      // Mantine's dimmed grey is too faint for WCAG AA on white.
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
    />
  )
}
