import type { AnyFormApi } from '@tanstack/react-form'
import { useEffect, useState } from 'react'
import { applyServerErrors } from './server-errors'

/** Shows server errors a form opens with (a refused submission reopened), once: editing clears them. */
export function useInitialServerErrors(form: AnyFormApi, fieldErrors: Record<string, string> | undefined): void {
  const [initialErrors] = useState(fieldErrors)
  useEffect(() => {
    if (initialErrors) applyServerErrors(form, initialErrors)
  }, [initialErrors, form])
}
