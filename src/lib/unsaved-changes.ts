import { useEffect, useId } from 'react'

// Forms report whether they hold input the visitor has not submitted yet, so that nothing
// that would wipe the page (such as activating a new app version) happens behind their back.
const dirtyForms = new Set<string>()

/** Records that the form `key` holds unsaved input. */
export function markDirty(key: string): void {
  dirtyForms.add(key)
}

/** Records that the form `key` was submitted, reset or closed. */
export function markClean(key: string): void {
  dirtyForms.delete(key)
}

/** The visitor chose to lose what the forms hold (reloading onto a new version): nothing asks again. */
export function discardUnsavedChanges(): void {
  dirtyForms.clear()
}

/** Whether any form on the page holds unsaved input. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0
}

/**
 * Keeps the registry in step with a form while it is mounted, e.g.
 * `useUnsavedChanges(form.useStore((state) => state.isDirty))`.
 */
export function useUnsavedChanges(isDirty: boolean): void {
  const key = useId()
  useEffect(() => {
    if (!isDirty) return
    markDirty(key)
    return () => markClean(key)
  }, [key, isDirty])
}
