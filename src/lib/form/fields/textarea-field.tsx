import '@mantine/core/styles/Input.layer.css'
import type { CSSProperties } from 'react'
import { Textarea, type TextareaProps } from '@mantine/core'
import { useFieldContext } from '../form-contexts'
import { changeValue, useVisibleError } from '../field-error'
import { CharacterCount } from './character-count'

type TextareaFieldProps = Omit<TextareaProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'autosize'> & {
  /** The most characters the schema and the server take: shows a live count under the field. */
  maxCharacters?: number
}

/** The height of `rows` lines of text in a Mantine input, its padding and border included. */
function rowsHeight(rows: number): string {
  return `calc(${rows}lh + 2 * var(--input-padding-y, 0rem) + 2 * calc(0.0625rem * var(--mantine-scale)))`
}

/**
 * Grows with its text in CSS (`field-sizing`) rather than by Mantine's autosize, which measures
 * the text in script as the field mounts and so lays the whole page out in the app's first task,
 * a long task on a slow phone. Browsers without `field-sizing` show `minRows` lines and let the
 * user drag the field taller.
 */
function growingWithText(minRows: number, maxRows: number | undefined): CSSProperties {
  return {
    fieldSizing: 'content',
    minHeight: rowsHeight(minRows),
    maxHeight: maxRows === undefined ? undefined : rowsHeight(maxRows),
    resize: 'vertical',
  }
}

/** A text area bound to its form field; it grows with its text up to `maxRows` lines, then scrolls. */
export function TextareaField({ required, minRows = 4, maxRows, maxCharacters, ...props }: TextareaFieldProps) {
  const field = useFieldContext<string>()
  const error = useVisibleError(field)
  const value = field.state.value
  return (
    <Textarea
      rows={minRows}
      styles={{ input: growingWithText(minRows, maxRows) }}
      inputContainer={
        maxCharacters === undefined
          ? undefined
          : (input) => (
              <>
                {input}
                <CharacterCount count={value.length} max={maxCharacters} />
              </>
            )
      }
      {...props}
      name={field.name}
      value={value}
      onChange={(event) => changeValue(field, event.currentTarget.value)}
      onBlur={field.handleBlur}
      error={error}
      withAsterisk={required}
      aria-required={required}
    />
  )
}
