import { createFormHook } from '@tanstack/react-form'
import { CheckboxField } from './fields/checkbox-field'
import { FileField, FilesField } from './fields/file-field'
import { NumberField } from './fields/number-field'
import { SelectField } from './fields/select-field'
import { TextField } from './fields/text-field'
import { TextareaField } from './fields/textarea-field'
import { fieldContext, formContext } from './form-contexts'
import { SubmitButton } from './submit-button'

/** The one form hook of the app: Mantine inputs bound by value and error, e.g. `<form.AppField name="email">{(f) => <f.TextField label="Email" />}</form.AppField>`. */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField, NumberField, SelectField, CheckboxField, FileField, FilesField },
  formComponents: { SubmitButton },
})
