import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/NumberInput.layer.css'
import { NumberInput, type NumberInputProps } from '@mantine/core'
import { useFieldContext } from '../form-contexts'
import { changeValue, visibleError } from '../field-error'

/** Empty until the visitor types a number. */
export type NumberValue = number | ''

type NumberFieldProps = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>

export function NumberField({ required, ...props }: NumberFieldProps) {
  const field = useFieldContext<NumberValue>()
  return (
    <NumberInput
      {...props}
      name={field.name}
      value={field.state.value}
      // Mantine gives a string while the text is not a number yet (e.g. "12."): keep it empty.
      onChange={(value) => changeValue(field, typeof value === 'number' ? value : '')}
      onBlur={field.handleBlur}
      error={visibleError(field)}
      withAsterisk={required}
      aria-required={required}
    />
  )
}
