import { Text } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { Section } from '../../../components/section'
import { OutboxList } from '../../../features/outbox/outbox-list'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/outbox/')({
  head: () => pageHead('Waiting to send', 'Quote requests, applications and messages saved on this device until they are sent.'),
  component: OutboxPage,
})

function OutboxPage() {
  return (
    <>
      <PageHero
        eyebrow="This device"
        title="Waiting to send"
        subtitle="What you submitted while offline or while our server could not be reached. Each one is sent automatically, exactly once."
      />
      <Section size="md">
        <Text c="dimmed" mb="lg">
          These are kept only in this browser until our server confirms it has received them.
        </Text>
        <OutboxList />
      </Section>
    </>
  )
}
