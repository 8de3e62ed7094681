import { Text, Title } from '@mantine/core'
import { IconArrowDown } from '@tabler/icons-react'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/page-hero'
import { Section } from '../../components/section'
import { installReasons } from '../../content/install-offer'
import { openings } from '../../content/openings'
import { ApplicationDialog, OpeningDetailsDialog } from '../../features/careers/lazy-dialogs'
import { CultureCards } from '../../features/careers/culture-cards'
import { GeneralApplication } from '../../features/careers/general-application'
import { HiringProcess } from '../../features/careers/hiring-process'
import { OpeningsList } from '../../features/careers/openings-list'
import { ScrollToButton } from '../../features/careers/scroll-to-button'
import { LazyInstallOfferCard } from '../../features/pwa/lazy-install-offer-card'
import { pageHead } from '../../lib/head'
import { optionalString } from '../../lib/search-params'
import { useCareersDialogs } from './-components/use-careers-dialogs'

interface CareersSearch {
  /** The application open: an opening's id, or `general`. */
  apply?: string
  /** The opening whose details are open, by its id. */
  details?: string
}

export const Route = createFileRoute('/_public/careers')({
  validateSearch: (search): CareersSearch => ({ apply: optionalString(search.apply), details: optionalString(search.details) }),
  head: () =>
    pageHead(
      'Careers',
      'Driver, logistics and account management jobs in Dayton, Ohio.',
    ),
  component: CareersPage,
})

const OPENINGS_ID = 'open-positions'

function CareersPage() {
  const dialogs = useCareersDialogs(openings)

  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Join Our Team"
        subtitle="Drive, plan and grow with a heavy haul carrier that invests in its people."
      >
        <ScrollToButton targetId={OPENINGS_ID} size="lg" rightSection={<IconArrowDown size={20} aria-hidden="true" />}>
          View Open Positions
        </ScrollToButton>
      </PageHero>
      <Section aria-labelledby="culture-heading">
        <SectionHeading id="culture-heading" title="Why Work With Us" text="A family-run carrier since 2004, where experience is shared and safe work is rewarded." />
        <CultureCards />
      </Section>
      <Section tone="muted" aria-labelledby={OPENINGS_ID}>
        <SectionHeading id={OPENINGS_ID} title="Open Positions" text="All positions are based at our Dayton, Ohio terminal." />
        <OpeningsList openings={openings} onApply={dialogs.applyFor} onViewDetails={dialogs.showDetailsOf} />
        <LazyInstallOfferCard reason={installReasons.careers} mt="xl" />
      </Section>
      <Section aria-labelledby="process-heading">
        <SectionHeading id="process-heading" title="Our Hiring Process" text="From application to your first day, usually within three weeks." />
        <HiringProcess />
        <GeneralApplication onApply={() => dialogs.applyFor()} />
      </Section>
      <OpeningDetailsDialog opening={dialogs.detailsOf} onClose={dialogs.close} onApply={dialogs.applyFor} />
      <ApplicationDialog target={dialogs.application} onClose={dialogs.close} />
    </>
  )
}

function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <>
      <Title order={2} id={id} tabIndex={-1}>
        {title}
      </Title>
      <Text size="lg" c="gray.7" mt="xs" mb="xl" maw={720}>
        {text}
      </Text>
    </>
  )
}
