import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/_account/quotes')({
  head: () => pageHead('My Quotes'),
  component: MyQuotesPage,
})

function MyQuotesPage() {
  return <PageHero eyebrow="My Profile" title="My Quotes" subtitle="Follow the status of the quotes you have requested." />
}
