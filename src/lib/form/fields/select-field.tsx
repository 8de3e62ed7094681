import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
import { Select, type SelectProps } from '@mantine/core'
import { useFieldContext } from '../form-contexts'
import { changeValue, useVisibleError } from '../field-error'

type SelectFieldProps = Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>

export function SelectField({ required, ...props }: SelectFieldProps) {
  const field = useFieldContext<string>()
  const error = useVisibleError(field)
  return (
    <Select
      allowDeselect={false}
      {...props}
      name={field.name}
      value={field.state.value || null}
      onChange={(value) => changeValue(field, value ?? '')}
      onBlur={field.handleBlur}
      error={error}
      withAsterisk={required}
      aria-required={required}
    />
  )
}
