/** Sent by the page to a waiting service worker when the visitor chooses Reload. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING'
