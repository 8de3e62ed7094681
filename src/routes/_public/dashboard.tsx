import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/page-hero'
import { greetingName } from '../../features/auth/greeting-name'
import { requireSignedIn } from '../../features/auth/guards'
import { useAuth } from '../../features/auth/use-auth'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/dashboard')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.auth, location),
  head: () => pageHead('My Profile'),
  component: DashboardPage,
})

function DashboardPage() {
  const { user } = useAuth()
  return <PageHero eyebrow="My Profile" title={`Welcome back, ${greetingName(user)}!`} />
}
