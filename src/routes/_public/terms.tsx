import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/page-hero'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_public/terms')({
  head: () =>
    pageHead(
      'Terms of Service',
      'The terms that apply to using this website.',
    ),
  component: TermsPage,
})

function TermsPage() {
  return (
    <PageHero
      eyebrow="Legal"
      title="Terms of Service"
      subtitle="The terms that apply when you use this website and request our services."
    />
  )
}
