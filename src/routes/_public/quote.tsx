import { Container, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '../../components/cta-banner'
import { installReasons } from '../../content/install-offer'
import { useAuth } from '../../features/auth/use-auth'
import { LazyInstallOfferCard } from '../../features/pwa/lazy-install-offer-card'
import { QuoteForm } from '../../features/quotes/quote-form'
import type { QuoteContact } from '../../features/quotes/quote-schema'
import { pageHead } from '../../lib/head'
import { QuoteIntro } from './-components/quote-intro'
import introClasses from './-components/quote-intro.module.css'
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
      <QuoteIntro />
      <section id="quote-form" className={introClasses.formSection} aria-labelledby="quote-form-heading">
        <Container size="xl">
          {/* No larger than a card title: on a phone the form's first field stays on screen. */}
          <Title order={2} size="h3" id="quote-form-heading" mb="md">
            Request Your Free Quote
          </Title>
          {/* The form comes first to read and to tab through; the selling points sit beside it from md up. */}
          <div className={introClasses.formGrid}>
            <div className={introClasses.formColumn}>
              <QuoteForm contact={contact} />
            </div>
            <div className={introClasses.pointsColumn}>
              <QuoteSellingPoints />
              <LazyInstallOfferCard reason={installReasons.quote} mt="lg" />
            </div>
          </div>
        </Container>
      </section>
      <CtaBanner />
    </>
  )
}
