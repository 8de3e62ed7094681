import { Select, type SelectProps } from '@mantine/core'
import { useFieldContext } from '../form-contexts'
import { changeValue, visibleError } from '../field-error'

type SelectFieldProps = Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>

export function SelectField({ required, ...props }: SelectFieldProps) {
  const field = useFieldContext<string>()
  return (
    <Select
      allowDeselect={false}
      {...props}
      name={field.name}
      value={field.state.value || null}
      onChange={(value) => changeValue(field, value ?? '')}
      onBlur={field.handleBlur}
      error={visibleError(field)}
      withAsterisk={required}
      aria-required={required}
    />
  )
}
