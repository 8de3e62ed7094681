import { createFormHook, useStore } from '@tanstack/react-form'
import { useUnsavedChanges } from '../unsaved-changes'
import { CheckboxField } from './fields/checkbox-field'
import { FileField, FilesField } from './fields/file-field'
import { NumberField } from './fields/number-field'
import { SelectField } from './fields/select-field'
import { TextField } from './fields/text-field'
import { TextareaField } from './fields/textarea-field'
import { fieldContext, formContext } from './form-contexts'
import { SubmitButton } from './submit-button'

const formHook = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField, NumberField, SelectField, CheckboxField, FileField, FilesField },
  formComponents: { SubmitButton },
})

export const { withForm } = formHook

/**
 * The one form hook of the app: Mantine inputs bound by value and error, e.g.
 * `<form.AppField name="email">{(f) => <f.TextField label="Email" />}</form.AppField>`.
 * While the form holds unsent input it is in the unsaved-changes registry, so that a new app
 * version never reloads the page over it.
 */
export const useAppForm: typeof formHook.useAppForm = (options) => {
  const form = formHook.useAppForm(options)
  useUnsavedChanges(useStore(form.store, (state) => state.isDirty))
  return form
}
