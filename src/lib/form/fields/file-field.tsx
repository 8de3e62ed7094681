import '@mantine/core/styles/Input.layer.css'
import { FileInput, type FileInputProps } from '@mantine/core'
import { IconPaperclip } from '@tabler/icons-react'
import { useFieldContext } from '../form-contexts'
import { changeValue, visibleError } from '../field-error'

type FileFieldProps = Omit<FileInputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'multiple'>

/** One file, or none. */
export function FileField({ required, ...props }: FileFieldProps) {
  const field = useFieldContext<File | null>()
  return (
    <FileInput
      clearable
      leftSection={<IconPaperclip size={16} aria-hidden="true" />}
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={(file) => changeValue(field, file)}
      onBlur={field.handleBlur}
      error={visibleError(field)}
      withAsterisk={required}
      aria-required={required}
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
