import {
  IconBriefcase,
  IconChartBar,
  IconFlame,
  IconLayoutDashboard,
  IconMail,
  IconRoute,
  IconPhoto,
  IconPlayerPlay,
  IconReceipt,
  IconSettings,
  IconTool,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react'
import type { FileRouteTypes } from '../../../routeTree.gen'

/** The collections whose new records are counted beside their entry. */
export type CountedCollection = 'quotes' | 'job_applications' | 'contact_messages'

export interface AdminNavItem {
  label: string
  to: FileRouteTypes['to']
  icon: typeof IconChartBar
  /** Counts this collection's records with status `new` beside the entry. */
  counts?: CountedCollection
}

/** The spec's order, with the records that arrive from customers first among the record pages. */
export const adminNavigation: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: IconLayoutDashboard },
  { label: 'Analytics & Data', to: '/admin/analytics', icon: IconChartBar },
  { label: 'Session Replays', to: '/admin/session-replays', icon: IconPlayerPlay },
  { label: 'Heatmaps', to: '/admin/heatmaps', icon: IconFlame },
  { label: 'Quotes', to: '/admin/quotes', icon: IconReceipt, counts: 'quotes' },
  { label: 'Contact Messages', to: '/admin/messages', icon: IconMail, counts: 'contact_messages' },
  { label: 'Dispatch', to: '/admin/loads', icon: IconRoute },
  { label: 'Gallery', to: '/admin/gallery', icon: IconPhoto },
  { label: 'Fleet', to: '/admin/fleet', icon: IconTruck },
  { label: 'Users', to: '/admin/users', icon: IconUsers },
  { label: 'Careers', to: '/admin/careers', icon: IconBriefcase, counts: 'job_applications' },
  { label: 'Services', to: '/admin/services', icon: IconTool },
  { label: 'Settings', to: '/admin/settings', icon: IconSettings },
]

/** The entry of the page at `pathname`, e.g. Quotes for `/admin/quotes`. */
export function currentAdminEntry(pathname: string): AdminNavItem | undefined {
  return adminNavigation.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`))
}

/** The count on the folded menu's button, whole up to 99 and "99+" past it, e.g. `waitingBadgeText(33)` → '33'. */
export const waitingBadgeText = (count: number) => (count > 99 ? '99+' : String(count))
