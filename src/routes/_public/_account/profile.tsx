import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/_account/profile')({
  head: () => pageHead('Edit Profile'),
  component: ProfilePage,
})

function ProfilePage() {
  return <PageHero eyebrow="My Profile" title="Edit Profile" subtitle="Keep your contact details up to date." />
}
