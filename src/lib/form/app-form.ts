import { createFormHook, useStore } from '@tanstack/react-form'
import { useUnsavedChanges } from '../unsaved-changes'
import { TextField } from './fields/text-field'
import { TextareaField } from './fields/textarea-field'
import { fieldContext, formContext } from './form-contexts'
import { SubmitButton } from './submit-button'

// Only the light inputs every form uses: the others (number, select, checkbox, file) carry
// their own libraries (number formatting, the floating combobox), so a form imports them
// itself, `{() => <NumberField ... />}`, and a page without them never downloads them.
const formHook = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField },
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
