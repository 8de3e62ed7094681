import type { AnyFormApi } from '@tanstack/react-form'
import { useCallback, useEffect, useState } from 'react'

type DraftValues = Record<string, unknown>

// sessionStorage, not localStorage: a draft outlives the reloads of a weak signal and a visit
// to another page in the tab, but leaves with the tab, so a shared computer never shows the
// next person someone's name, phone and notes (what was sent or saved is in the outbox).
const keyOf = (name: string) => `ironbridge:form-draft:${name}`

/** The draft kept for form `name` in this tab, or null. */
export function readFormDraft(name: string): DraftValues | null {
  try {
    const saved = sessionStorage.getItem(keyOf(name))
    const parsed: unknown = saved ? JSON.parse(saved) : null
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as DraftValues) : null
  } catch {
    // Storage disabled (privacy modes) or a draft that is no JSON: the form starts empty.
    return null
  }
}

export function saveFormDraft(name: string, values: DraftValues): void {
  try {
    sessionStorage.setItem(keyOf(name), JSON.stringify(values))
  } catch {
    // Storage full or disabled: the input lasts as long as the page.
  }
}

export function discardFormDraft(name: string): void {
  try {
    sessionStorage.removeItem(keyOf(name))
  } catch {
    // See saveFormDraft: nothing was kept.
  }
}

// A number field starts empty (''), so a kept number may stand where the default is ''. A kept
// empty text never blanks what the form starts with (a signed-in user's name, say).
const fits = (kept: unknown, initial: unknown) =>
  (typeof kept === typeof initial && kept !== '') || (initial === '' && typeof kept === 'number' && Number.isFinite(kept))

/**
 * `defaults` with the draft's `fields` over them, each only where it is of the field's kind:
 * `withDraft({ name: 'Casey', notes: '' }, { name: '', notes: 'Crane on site' }, ['name', 'notes'])`
 * is `{ name: 'Casey', notes: 'Crane on site' }`.
 */
export function withDraft<TValues extends object>(defaults: TValues, draft: DraftValues, fields: readonly (keyof TValues & string)[]): TValues {
  const kept = fields.filter((field) => fits(draft[field], defaults[field])).map((field): [string, unknown] => [field, draft[field]])
  return { ...defaults, ...Object.fromEntries(kept) }
}

export interface FormDraftOptions<TValues> {
  /** Names the form's draft, e.g. 'quote'. */
  name: string
  /** What a draft keeps: what is typed and chosen, never files. */
  fields: readonly (keyof TValues & string)[]
  /** Off where the form corrects a submission reopened from the outbox: that entry is its draft. */
  enabled?: boolean
}

/**
 * What a form starts with: `defaults`, with the draft kept in this tab over them (untouched,
 * unchecked, as if never typed); and `discard`, for once it was sent or saved to the outbox.
 * `useFormDraftSaving` keeps the draft as the visitor types. The outbox's forms get both from
 * `useOutboxForm({ keep: { name: 'contact', fields }, ... })`.
 */
export function useFormDraft<TValues extends object>(defaults: TValues, { name, fields, enabled = true }: FormDraftOptions<TValues>) {
  // Read as the form mounts: the app draws its pages afresh, never hydrating prerendered ones.
  const [draft, setDraft] = useState(() => (enabled ? readFormDraft(name) : null))
  const discard = useCallback(() => {
    if (!enabled) return
    discardFormDraft(name)
    setDraft(null)
  }, [name, enabled])
  return { defaults: draft ? withDraft(defaults, draft, fields) : defaults, discard }
}

/** Keeps a form's `fields` as its draft whenever the visitor changes one; see `useFormDraft`. */
export function useFormDraftSaving<TValues>(form: AnyFormApi, { name, fields, enabled = true }: FormDraftOptions<TValues>) {
  useEffect(() => {
    if (!enabled) return
    const { unsubscribe } = form.store.subscribe(() => {
      // A form restored or reset (after sending) holds nothing new: the draft is not written over.
      if (!form.state.isDirty) return
      const values = form.state.values as DraftValues
      saveFormDraft(name, Object.fromEntries(fields.map((field) => [field, values[field]])))
    })
    return unsubscribe
  }, [form, name, fields, enabled])
}
