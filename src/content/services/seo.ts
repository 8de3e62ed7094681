import type { ServiceSeo } from '../marketing-types'

// Kept apart from the page copy: route heads load with the app, the copy only with its page.

const heavyHaul: ServiceSeo = {
  title: 'Heavy Haul Transport',
  description:
    'Heavy haul trucking for superloads of 125,000 to 300,000 lb on up to 19 axles, with permits, route surveys, line raises and escorts handled in-house.',
  serviceName: 'Heavy Haul Transport',
  serviceType: 'Heavy haul and superload trucking',
  path: '/services/heavy-haul',
}

const specializedTransport: ServiceSeo = {
  title: 'Specialized Transport',
  description:
    'Hydraulic platforms, schnabels, extendables, lowboys and beam trailers, with rigging, for transformers, generators, mining and construction equipment.',
  serviceName: 'Specialized Transport',
  serviceType: 'Specialized oversize cargo transport',
  path: '/services/specialized-transport',
}

const projectManagement: ServiceSeo = {
  title: 'Project Management',
  description:
    'End-to-end planning, permitting, tracking and reporting for multi-load heavy haul projects: one accountable team from the first survey to the last delivery.',
  serviceName: 'Heavy Haul Project Management',
  serviceType: 'Heavy haul project logistics management',
  path: '/services/project-management',
}

export const serviceSeo = { heavyHaul, specializedTransport, projectManagement } as const
