import type { ReactNode } from 'react'

/**
 * Widgets of features that the route puts into the site chrome, which, being shared, may not
 * import them. Each slot is empty when left out.
 */
export interface ChromeSlots {
  /** In the top bar, before the account links (Install app). */
  topBar?: ReactNode
  /** Beside the dispatch phone: quiet status marks (offline, submissions waiting). */
  status?: ReactNode
  /** At the end of the mobile menu; `closeMenu` closes it, e.g. when a browser dialog takes over. */
  menu?: (closeMenu: () => void) => ReactNode
}
