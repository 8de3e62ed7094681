import { lazy, Suspense, useEffect, type ComponentProps } from 'react'

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
 * Downloads the receipt once the form is on screen, so it is there when the form is sent,
 * offline too (before the service worker holds the site's code).
 */
export function usePreloadedReceipt() {
  useEffect(() => {
    void loadReceipt()
  }, [])
}
