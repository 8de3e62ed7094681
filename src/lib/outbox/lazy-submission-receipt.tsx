import { lazy, Suspense, type ComponentProps } from 'react'
import { useOnFirstInteraction } from '../use-first-interaction'

const loadReceipt = () => import('./submission-receipt').then((module) => ({ default: module.SubmissionReceipt }))

const SubmissionReceipt = lazy(loadReceipt)

/**
 * The receipt a form becomes once sent (submission-receipt.tsx), downloaded apart: a form page
 * paints without it.
 */
export function LazySubmissionReceipt(props: ComponentProps<typeof SubmissionReceipt>) {
  return (
    <Suspense fallback={null}>
      <SubmissionReceipt {...props} />
    </Suspense>
  )
}

/**
 * Downloads the receipt at the visitor's first tap or key, while the form is filled in, so it
 * is there when the form is sent, offline too (before the service worker holds the site's code).
 */
export function usePreloadedReceipt() {
  useOnFirstInteraction(loadReceipt)
}
