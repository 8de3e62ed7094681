import '@mantine/core/styles/Input.layer.css'
import { Textarea, type TextareaProps } from '@mantine/core'
import { useFieldContext } from '../form-contexts'
import { changeValue, useVisibleError } from '../field-error'

type TextareaFieldProps = Omit<TextareaProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>

export function TextareaField({ required, ...props }: TextareaFieldProps) {
  const field = useFieldContext<string>()
  const error = useVisibleError(field)
  return (
    <Textarea
      autosize
      minRows={4}
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
