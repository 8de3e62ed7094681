import { lazyDialog } from '../../components/lazy-dialog'

// The application form (its inputs, schema and upload code) and the details come with their
// dialogs, on the first click: most visits read the page and open neither.

/** The job application dialog (see application-dialog.tsx), downloaded when first opened. */
export const ApplicationDialog = lazyDialog('target', () =>
  import('./application-dialog').then((module) => module.ApplicationDialog),
)

/** An opening's details dialog (see opening-details-dialog.tsx), downloaded when first opened. */
export const OpeningDetailsDialog = lazyDialog('opening', () =>
  import('./opening-details-dialog').then((module) => module.OpeningDetailsDialog),
)
