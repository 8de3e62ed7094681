import '@mantine/core/styles/Grid.layer.css'
import { Grid, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '../../components/cta-banner'
import { PageHero } from '../../components/page-hero'
import { Section } from '../../components/section'
import { useAuth } from '../../features/auth/use-auth'
import { QuoteForm } from '../../features/quotes/quote-form'
import type { QuoteContact } from '../../features/quotes/quote-schema'
import { pageHead } from '../../lib/head'
import { QuoteSellingPoints } from './-components/quote-selling-points'

export const Route = createFileRoute('/_public/quote')({
  head: () =>
    pageHead(
      'Request a Free Quote',
      'Request a free heavy haul or oversize transport quote; we reply within 24 hours.',
    ),
  component: QuotePage,
})

function QuotePage() {
  const { user } = useAuth()
  const contact: QuoteContact | undefined = user
    ? { name: [user.first_name, user.last_name].filter(Boolean).join(' '), email: user.email, phone: user.phone }
    : undefined
  return (
    <>
      <PageHero
        eyebrow="Free Quote"
        title="Request a Free Quote"
        subtitle="Tell us what you are moving, from where and to where. We reply with a detailed quote within 24 hours."
      />
      <Section id="quote-form" aria-labelledby="quote-form-heading">
        <Title order={2} id="quote-form-heading" mb="xl">
          Request Your Free Quote
        </Title>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
            <QuoteSellingPoints />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
            <QuoteForm contact={contact} />
          </Grid.Col>
        </Grid>
      </Section>
      <CtaBanner />
    </>
  )
}
