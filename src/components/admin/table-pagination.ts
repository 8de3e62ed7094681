const CONTROL_LABELS = { first: 'First page', last: 'Last page', previous: 'Previous page', next: 'Next page' } as const

/** Names for the pagination's arrow buttons, which show only an icon. */
export const paginationControlProps = (control: keyof typeof CONTROL_LABELS) => ({ 'aria-label': CONTROL_LABELS[control] })

/** "Page 3", which still contains the visible "3". */
export const paginationItemProps = (page: number) => ({ 'aria-label': `Page ${page}` })

/** e.g. "21–40 of 57". */
export const paginationText = ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
  `${from}–${to} of ${totalRecords}`
