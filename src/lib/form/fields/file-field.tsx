import '@mantine/core/styles/Input.layer.css'
import { FileInput, type FileInputProps } from '@mantine/core'
import { IconPaperclip } from '@tabler/icons-react'
import type { AnyFieldApi } from '@tanstack/react-form'
import { useFieldContext } from '../form-contexts'
import { changeValue, useVisibleError } from '../field-error'
import classes from './file-field.module.css'

type FileFieldProps = Omit<FileInputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'multiple' | 'label'> & {
  label: string
}

// A file is checked (type, size) the moment it is chosen: the visitor need not submit to learn it was refused.
function choose<T>(field: AnyFieldApi, value: T) {
  changeValue(field, value)
  field.handleBlur()
}

/** What a file field shows while empty: it reads as a picker, not as a filled-in value. */
const pickerLook = (placeholder: string) =>
  ({
    clearable: true,
    placeholder,
    leftSection: <IconPaperclip size={16} aria-hidden="true" />,
    classNames: { input: classes.picker },
    rightSection: undefined,
  }) satisfies Partial<FileInputProps>

/**
 * One file, or none. The input is a button, where `aria-required` is not allowed, so a
 * required file says so in its accessible name; the label shows the asterisk, which screen
 * readers skip.
 */
export function FileField({ required, label, ...props }: FileFieldProps) {
  const field = useFieldContext<File | null>()
  const error = useVisibleError(field)
  return (
    <FileInput
      {...pickerLook('Choose file')}
      {...props}
      label={label}
      aria-label={required ? `${label} (required)` : undefined}
      name={field.name}
      value={field.state.value}
      onChange={(file) => choose(field, file)}
      onBlur={field.handleBlur}
      error={error}
      withAsterisk={required}
    />
  )
}

/** Any number of files. */
export function FilesField(props: FileFieldProps) {
  const field = useFieldContext<File[]>()
  const error = useVisibleError(field)
  return (
    <FileInput
      {...pickerLook('Choose files')}
      multiple
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={(files) => choose(field, files)}
      onBlur={field.handleBlur}
      error={error}
    />
  )
}
