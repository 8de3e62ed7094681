import type { FileRouteTypes } from '../routeTree.gen'

/** A link the site chrome shows; `to` is checked against the route tree. */
export interface NavItem {
  label: string
  to: FileRouteTypes['to']
}

export const mainNavigation: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Fleet', to: '/fleet' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact', to: '/contact' },
]

export const serviceNavigation: readonly NavItem[] = [
  { label: 'Heavy Haul Transport', to: '/services/heavy-haul' },
  { label: 'Specialized Transport', to: '/services/specialized-transport' },
  { label: 'Project Management', to: '/services/project-management' },
  { label: 'All Services', to: '/services' },
]

export const legalNavigation: readonly NavItem[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
]
