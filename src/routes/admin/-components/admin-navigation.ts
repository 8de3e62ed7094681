import {
  IconChartBar,
  IconBriefcase,
  IconFlame,
  IconLayoutDashboard,
  IconPhoto,
  IconPlayerPlay,
  IconReceipt,
  IconTool,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react'
import type { FileRouteTypes } from '../../../routeTree.gen'

export interface AdminNavItem {
  label: string
  to: FileRouteTypes['to']
  icon: typeof IconChartBar
}

export const adminNavigation: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: IconLayoutDashboard },
  { label: 'Analytics & Data', to: '/admin/analytics', icon: IconChartBar },
  { label: 'Session Replays', to: '/admin/session-replays', icon: IconPlayerPlay },
  { label: 'Heatmaps', to: '/admin/heatmaps', icon: IconFlame },
  { label: 'Gallery', to: '/admin/gallery', icon: IconPhoto },
  { label: 'Fleet', to: '/admin/fleet', icon: IconTruck },
  { label: 'Users', to: '/admin/users', icon: IconUsers },
  { label: 'Careers', to: '/admin/careers', icon: IconBriefcase },
  { label: 'Services', to: '/admin/services', icon: IconTool },
  { label: 'Quotes', to: '/admin/quotes', icon: IconReceipt },
]
