import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../features/marketing/home/home-page'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/')({
  head: () =>
    pageHead(
      'Heavy Haul & Oversize Trucking',
      'Oversize and superload transport up to 300,000 lb across the lower 48 and into Canada, with in-house permits, pilot cars and 24/7 dispatch.',
    ),
  component: HomePage,
})
