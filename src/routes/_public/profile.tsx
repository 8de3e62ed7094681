import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/page-hero'
import { requireSignedIn } from '../../features/auth/guards'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/profile')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.auth, location),
  head: () => pageHead('Edit Profile'),
  component: ProfilePage,
})

function ProfilePage() {
  return <PageHero eyebrow="My Profile" title="Edit Profile" subtitle="Keep your contact details up to date." />
}
