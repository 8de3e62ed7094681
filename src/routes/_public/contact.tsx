import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/page-hero'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/contact')({
  head: () =>
    pageHead(
      'Contact Us',
      'Call dispatch 24/7, e-mail us or visit our Dayton, Ohio terminal.',
    ),
  component: ContactPage,
})

function ContactPage() {
  return (
    <PageHero
      eyebrow="Contact"
      title="Contact Us"
      subtitle="Dispatch and emergency support answer 24/7; the office is open Monday-Friday 8am-6pm ET."
    />
  )
}
