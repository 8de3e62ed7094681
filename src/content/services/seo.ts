import type { ServiceSeo } from '../marketing-types'

// Kept apart from the page copy: route heads load with the app, the copy only with its page.

export const heavyHaulSeo: ServiceSeo = {
  title: 'Heavy Haul Transport',
  description:
    'Heavy haul trucking for superloads from 125,000 to 300,000 lb on up to 19 axles, with permits, route surveys, utility line raises and escorts handled in-house.',
  serviceName: 'Heavy Haul Transport',
  serviceType: 'Heavy haul and superload trucking',
  path: '/services/heavy-haul',
}

export const specializedSeo: ServiceSeo = {
  title: 'Specialized Transport',
  description:
    'Specialized trailers and rigging for transformers, generators, mining and construction equipment: hydraulic platforms, schnabels, extendables, lowboys and beam trailers.',
  serviceName: 'Specialized Transport',
  serviceType: 'Specialized oversize cargo transport',
  path: '/services/specialized-transport',
}

export const projectManagementSeo: ServiceSeo = {
  title: 'Project Management',
  description:
    'End-to-end planning, permitting, tracking and reporting for multi-load heavy haul projects: one accountable team from the first survey to the last delivery.',
  serviceName: 'Heavy Haul Project Management',
  serviceType: 'Heavy haul project logistics management',
  path: '/services/project-management',
}
