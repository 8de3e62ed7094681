import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../../features/marketing/about/about-page'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/about')({
  head: () =>
    pageHead(
      'About Us',
      'Two decades of heavy haul experience out of Dayton, Ohio: our mission, our five core values, our story and our founder.',
    ),
  component: AboutPage,
})
