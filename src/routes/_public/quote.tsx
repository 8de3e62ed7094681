import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '../../components/cta-banner'
import { PageHero } from '../../components/page-hero'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/quote')({
  head: () =>
    pageHead(
      'Request a Free Quote',
      'Request a free heavy haul or oversize transport quote; we reply within 24 hours.',
    ),
  component: QuotePage,
})

function QuotePage() {
  return (
    <>
      <PageHero
        eyebrow="Free Quote"
        title="Request a Free Quote"
        subtitle="Tell us what you are moving, from where and to where. We reply with a detailed quote within 24 hours."
      />
      <CtaBanner />
    </>
  )
}
