import type { AnyFormApi } from '@tanstack/react-form'

/**
 * Shows the server's field errors (PocketBase `response.data`, already reduced to messages)
 * next to their fields; returns those that match no field, for a general message.
 */
export function applyServerErrors(form: AnyFormApi, fieldErrors: Record<string, string>): string[] {
  const unmatched: string[] = []
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (!(name in form.fieldInfo)) {
      unmatched.push(message)
      continue
    }
    form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }))
  }
  return unmatched
}

/** Forgets every server error, e.g. before the form is sent again. */
export function clearServerErrors(form: AnyFormApi): void {
  for (const name of Object.keys(form.fieldInfo)) {
    if (form.getFieldMeta(name)?.errorMap.onServer === undefined) continue
    form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
  }
}

/** A `<form onSubmit>` handler: stays on the page, forgets old server errors, validates and submits. */
export function submitHandler(form: AnyFormApi) {
  return (event: { preventDefault: () => void }) => {
    event.preventDefault()
    clearServerErrors(form)
    void form.handleSubmit()
  }
}
