import { Paper, SimpleGrid, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/page-hero'
import { Section } from '../../components/section'
import { ContactForm } from '../../features/contact/contact-form'
import { ContactInfo } from '../../features/contact/contact-info'
import { ContactInfoMap } from '../../features/contact/contact-info-map'
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
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        subtitle="Dispatch and emergency support answer 24/7; the office is open Monday-Friday 8am-6pm ET."
      />
      <Section>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
          <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="contact-form-heading">
            <Title order={2} size="h3" id="contact-form-heading" mb="lg" tt="uppercase">
              Send Us a Message
            </Title>
            <ContactForm />
          </Paper>
          <ContactInfo />
        </SimpleGrid>
      </Section>
      <Section tone="muted" aria-labelledby="location-heading">
        <Title order={2} id="location-heading" mb="lg">
          Our Location
        </Title>
        <ContactInfoMap />
      </Section>
    </>
  )
}
