import '@mantine/core/styles/Input.layer.css'
import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import { useState, type KeyboardEvent } from 'react'
import { useFieldContext } from '../form-contexts'
import { changeValue, useVisibleError } from '../field-error'
import classes from './number-field.module.css'
import { acceptTyped, clamp, formatNumber, parseTyped, readNumber, stepNumber, type NumberFormat } from './number-text'

/** Empty until the visitor types a number; NaN for text that is no number, in a field that keeps what is typed. */
export type NumberValue = number | ''

type NumberFieldProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'type' | 'min' | 'max' | 'step'> &
  NumberFormat & {
    min?: number
    max?: number
    /** What the arrow keys and the − and + buttons add or take away; 1 unless told. */
    step?: number
    /** 'blur' (default) brings a number outside min and max back in when the field is left. */
    clampBehavior?: 'blur' | 'none'
    /**
     * Nothing typed is refused, cut or clamped ("-5", "99.99", "1e2" stay as typed): the form gets
     * the number, or NaN for text that is none, and its schema says what is wrong (schema-parts'
     * numbers do). Format rules other than the thousand separator then only pick the keyboard.
     */
    keepTyped?: boolean
  }

/**
 * A number typed as text (a plain text input, so that a form page needs no number-formatting
 * library), with − and + beside it, each as tall and wide as the input (44 px on phones and
 * tablets). Like a number input's arrows they are for pointers and fingers: the keyboard has
 * the arrow keys. Thousands are grouped once the field is left.
 */
export function NumberField({ required, min, max, step = 1, clampBehavior = 'blur', keepTyped = false, allowDecimal, allowNegative, decimalScale, thousandSeparator, ...props }: NumberFieldProps) {
  const field = useFieldContext<NumberValue>()
  const error = useVisibleError(field)
  const format: NumberFormat = { allowDecimal, allowNegative, decimalScale, thousandSeparator }
  const [isTyping, setIsTyping] = useState(false)
  const [typed, setTyped] = useState('')
  const value = field.state.value
  const isUnreadable = Number.isNaN(value)
  const typedStandsForValue = Object.is(keepTyped ? readNumber(typed, format) : parseTyped(typed), value)
  // While typing, and while it is no number, the text as typed ("12." included); otherwise the value, formatted.
  const shown = (isTyping || isUnreadable) && typedStandsForValue ? typed : formatNumber(value, format)

  const setValue = (next: NumberValue) => changeValue(field, next)
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
        // The text stays as shown, so that tabbing in selects all of it, as in a text field.
        if (!isUnreadable) setTyped(shown)
        setIsTyping(true)
      }}
      onChange={(event) => {
        const text = keepTyped ? event.currentTarget.value : acceptTyped(event.currentTarget.value, format)
        if (text === null) return
        setTyped(text)
        setIsTyping(true)
        setValue(keepTyped ? readNumber(text, format) : parseTyped(text))
      }}
      onKeyDown={onKeyDown}
      onBlur={() => {
        setIsTyping(false)
        const left = field.state.value
        const clamped = left === '' ? left : clamp(left, min, max)
        if (clampBehavior === 'blur' && !keepTyped && clamped !== left) setValue(clamped)
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
