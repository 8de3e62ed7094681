import '@mantine/core/styles/Input.layer.css'
import { TextInput, type TextInputProps } from '@mantine/core'
import { useFieldContext } from '../form-contexts'
import { changeValue, useVisibleError } from '../field-error'

type TextFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>

/** A text input bound to its form field; `required` only marks it, the schema decides. */
export function TextField({ required, ...props }: TextFieldProps) {
  const field = useFieldContext<string>()
  const error = useVisibleError(field)
  return (
    <TextInput
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={(event) => changeValue(field, event.currentTarget.value)}
      onBlur={field.handleBlur}
      error={error}
      withAsterisk={required}
      aria-required={required}
    />
  )
}
