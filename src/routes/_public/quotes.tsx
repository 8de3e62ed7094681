import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/page-hero'
import { requireSignedIn } from '../../features/auth/guards'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/quotes')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.auth, location),
  head: () => pageHead('My Quotes'),
  component: MyQuotesPage,
})

function MyQuotesPage() {
  return <PageHero eyebrow="My Profile" title="My Quotes" subtitle="Follow the status of the quotes you have requested." />
}
