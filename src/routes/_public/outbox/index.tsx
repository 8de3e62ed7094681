import { Text } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../../components/page-hero'
import { Section } from '../../../components/section'
import { OutboxList } from '../../../features/outbox/outbox-list'
import { outboxHeading, useOutboxView } from '../../../features/outbox/use-outbox-view'
import { pageHead } from '../../../lib/head'

export const Route = createFileRoute('/_public/outbox/')({
  head: () => pageHead('Submissions on this device', 'Quote requests, applications and messages saved on this device until they are sent.'),
  component: OutboxPage,
})

function OutboxPage() {
  const view = useOutboxView()
  return (
    <>
      <PageHero
        eyebrow="This device"
        title={outboxHeading(view)}
        subtitle="What you submitted while offline or while our server could not be reached. Each one is sent automatically, exactly once."
      />
      <Section size="md">
        <Text c="dimmed" mb="lg">
          These are kept only in this browser until our server confirms it has received them.
        </Text>
        <OutboxList view={view} />
      </Section>
    </>
  )
}
