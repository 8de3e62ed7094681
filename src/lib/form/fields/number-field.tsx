import '@mantine/core/styles/Input.layer.css'
import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import { useState, type KeyboardEvent } from 'react'
import { useFieldContext } from '../form-contexts'
import { changeValue, useVisibleError } from '../field-error'
import classes from './number-field.module.css'
import { acceptTyped, clamp, formatNumber, parseTyped, stepNumber, type NumberFormat } from './number-text'

/** Empty until the visitor types a number. */
export type NumberValue = number | ''

type NumberFieldProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'type' | 'min' | 'max' | 'step'> &
  NumberFormat & {
    min?: number
    max?: number
    /** What the arrow keys and the − and + buttons add or take away; 1 unless told. */
    step?: number
    /** 'blur' (default) brings a number outside min and max back in when the field is left. */
    clampBehavior?: 'blur' | 'none'
  }

/**
 * A number typed as text (a plain text input, so that a form page needs no number-formatting
 * library), with − and + beside it, each as tall and wide as the input (44 px on phones and
 * tablets). Like a number input's arrows they are for pointers and fingers: the keyboard has
 * the arrow keys. Thousands are grouped once the field is left.
 */
export function NumberField({ required, min, max, step = 1, clampBehavior = 'blur', allowDecimal, allowNegative, decimalScale, thousandSeparator, ...props }: NumberFieldProps) {
  const field = useFieldContext<NumberValue>()
  const error = useVisibleError(field)
  const format: NumberFormat = { allowDecimal, allowNegative, decimalScale, thousandSeparator }
  const [isTyping, setIsTyping] = useState(false)
  const [typed, setTyped] = useState('')
  // While typing, the text as typed ("12." included); otherwise the value, formatted.
  const shown = isTyping && parseTyped(typed) === field.state.value ? typed : formatNumber(field.state.value, format)

  const setValue = (value: NumberValue) => changeValue(field, value)
  const stepBy = (direction: 1 | -1) => {
    const next = stepNumber(field.state.value, step, direction, { min, max })
    setTyped(String(next))
    setValue(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
    event.preventDefault()
    stepBy(event.key === 'ArrowUp' ? 1 : -1)
  }
  const stepper = (direction: 1 | -1) => (
    <UnstyledButton
      className={classes.stepper}
      tabIndex={-1}
      aria-hidden="true"
      data-stepper={direction === 1 ? 'increment' : 'decrement'}
      // Keeps the focus (and the keyboard) where it is.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => stepBy(direction)}
    >
      {direction === 1 ? <IconPlus size={18} /> : <IconMinus size={18} />}
    </UnstyledButton>
  )

  return (
    <TextInput
      {...props}
      inputMode={allowDecimal === false ? 'numeric' : 'decimal'}
      autoComplete="off"
      name={field.name}
      value={shown}
      onFocus={() => {
        setTyped(field.state.value === '' ? '' : String(field.state.value))
        setIsTyping(true)
      }}
      onChange={(event) => {
        const text = acceptTyped(event.currentTarget.value, format)
        if (text === null) return
        setTyped(text)
        setIsTyping(true)
        setValue(parseTyped(text))
      }}
      onKeyDown={onKeyDown}
      onBlur={() => {
        setIsTyping(false)
        const value = field.state.value
        if (clampBehavior === 'blur' && value !== '' && clamp(value, min, max) !== value) setValue(clamp(value, min, max))
        field.handleBlur()
      }}
      error={error}
      withAsterisk={required}
      aria-required={required}
      rightSection={
        <span className={classes.steppers}>
          {stepper(-1)}
          {stepper(1)}
        </span>
      }
      rightSectionWidth="calc(var(--input-height) * 2)"
      rightSectionPointerEvents="all"
    />
  )
}
