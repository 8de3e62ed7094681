import { createFileRoute } from '@tanstack/react-router'
import { ServicesOverviewPage } from '../../../features/marketing/services/services-overview-page'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/services/')({
  head: () =>
    pageHead(
      'Our Services',
      'Heavy haul, specialized transport and project management for oversize freight: permits, port pickups, cross-border, military and government logistics.',
    ),
  component: ServicesOverviewPage,
})
