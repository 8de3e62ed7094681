import '@mantine/core/styles/Input.layer.css'
import { FileInput, VisuallyHidden, type FileInputProps } from '@mantine/core'
import { IconPaperclip } from '@tabler/icons-react'
import { useFieldContext } from '../form-contexts'
import { changeValue, visibleError } from '../field-error'

type FileFieldProps = Omit<FileInputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'multiple'>

/**
 * One file, or none. The input is a button, where `aria-required` is not allowed, so a
 * required file says so in its label (the asterisk is hidden from screen readers).
 */
export function FileField({ required, label, ...props }: FileFieldProps) {
  const field = useFieldContext<File | null>()
  return (
    <FileInput
      clearable
      leftSection={<IconPaperclip size={16} aria-hidden="true" />}
      {...props}
      label={
        required ? (
          <>
            {label}
            <VisuallyHidden> (required)</VisuallyHidden>
          </>
        ) : (
          label
        )
      }
      name={field.name}
      value={field.state.value}
      onChange={(file) => changeValue(field, file)}
      onBlur={field.handleBlur}
      error={visibleError(field)}
      withAsterisk={required}
    />
  )
}

/** Any number of files. */
export function FilesField(props: FileFieldProps) {
  const field = useFieldContext<File[]>()
  return (
    <FileInput
      clearable
      multiple
      leftSection={<IconPaperclip size={16} aria-hidden="true" />}
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={(files) => changeValue(field, files)}
      onBlur={field.handleBlur}
      error={visibleError(field)}
    />
  )
}
