import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/NumberInput.layer.css'
import { NumberInput, UnstyledButton, type NumberInputHandlers, type NumberInputProps } from '@mantine/core'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import { useRef } from 'react'
import { useFieldContext } from '../form-contexts'
import { changeValue, useVisibleError } from '../field-error'
import classes from './number-field.module.css'

/** Empty until the visitor types a number. */
export type NumberValue = number | ''

type NumberFieldProps = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'handlersRef' | 'hideControls'>

/**
 * A number with − and + beside it, each as tall and wide as the input (44 px on phones and
 * tablets), instead of Mantine's half-height arrows. Like Mantine's, they are for pointers and
 * fingers: the keyboard has the arrow keys.
 */
export function NumberField({ required, label, ...props }: NumberFieldProps) {
  const field = useFieldContext<NumberValue>()
  const error = useVisibleError(field)
  const handlers = useRef<NumberInputHandlers>(undefined)
  const step = (direction: 'increment' | 'decrement') => handlers.current?.[direction]()
  const stepper = (direction: 'increment' | 'decrement') => (
    <UnstyledButton
      className={classes.stepper}
      tabIndex={-1}
      aria-hidden="true"
      data-stepper={direction}
      // Keeps the focus (and the keyboard) where it is.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => step(direction)}
    >
      {direction === 'increment' ? <IconPlus size={18} /> : <IconMinus size={18} />}
    </UnstyledButton>
  )
  return (
    <NumberInput
      {...props}
      label={label}
      name={field.name}
      value={field.state.value}
      // Mantine gives a string while the text is not a number yet (e.g. "12."): keep it empty.
      onChange={(value) => changeValue(field, typeof value === 'number' ? value : '')}
      onBlur={field.handleBlur}
      error={error}
      withAsterisk={required}
      aria-required={required}
      handlersRef={handlers}
      hideControls
      rightSection={
        <span className={classes.steppers}>
          {stepper('decrement')}
          {stepper('increment')}
        </span>
      }
      rightSectionWidth="calc(var(--input-height) * 2)"
      rightSectionPointerEvents="all"
    />
  )
}
