import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import { Checkbox, type CheckboxProps } from '@mantine/core'
import { useFieldContext } from '../form-contexts'
import { changeValue, useVisibleError } from '../field-error'

type CheckboxFieldProps = Omit<CheckboxProps, 'checked' | 'onChange' | 'onBlur' | 'error' | 'name'>

export function CheckboxField(props: CheckboxFieldProps) {
  const field = useFieldContext<boolean>()
  const error = useVisibleError(field)
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={field.state.value}
      onChange={(event) => changeValue(field, event.currentTarget.checked)}
      onBlur={field.handleBlur}
      error={error}
    />
  )
}
