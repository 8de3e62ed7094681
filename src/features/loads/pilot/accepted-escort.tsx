import '@mantine/core/styles/Card.layer.css'
import { Anchor, Card, Stack, Text, Title } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import type { TypedPocketBase } from '../../../lib/record-types'
import { LoadDocuments, LoadFacts } from '../driver/load-facts'
import { telHref } from '../../../lib/format'
import { formatWindow } from '../load-format'
import { STOP_KIND_LABELS } from '../load-statuses'
import type { EscortJob, EscortLoad, EscortStop } from './escort-jobs'

function PhoneLink({ phone }: { phone: string }) {
  return (
    <Anchor href={telHref(phone)} mih={44} display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
      <IconPhone size={18} aria-hidden="true" /> {phone}
    </Anchor>
  )
}

function Driver({ driver }: { driver: EscortJob['driver'] }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} fz="lg" mb={4}>
        Driver
      </Title>
      {driver ? <Text>{driver.name || 'Name not given'}</Text> : <Text>No driver assigned yet.</Text>}
      {driver?.phone && <PhoneLink phone={driver.phone} />}
    </Card>
  )
}

function Stop({ stop, number }: { stop: EscortStop; number: number }) {
  const name = `${STOP_KIND_LABELS[stop.kind || 'stop']}: ${stop.place}`
  return (
    <Card withBorder padding="sm" component="li" aria-label={`Stop ${number}, ${name}`}>
      <Text fw={700}>
        {number}. {name}
      </Text>
      {formatWindow(stop) && <Text size="sm">Window: {formatWindow(stop)}</Text>}
      {stop.contact_name && <Text size="sm">Contact: {stop.contact_name}</Text>}
      {stop.contact_phone && <PhoneLink phone={stop.contact_phone} />}
      {stop.notes && <Text size="sm">{stop.notes}</Text>}
    </Card>
  )
}

/** What an accepted escort works from: the driver to call, the stops with their contacts, the load's facts and the permits. */
export function AcceptedEscort({ pb, job, details }: { pb: TypedPocketBase; job: EscortJob; details: EscortLoad }) {
  return (
    <Stack gap="sm">
      <Driver driver={job.driver} />
      <Title order={3} fz="lg">
        Stops
      </Title>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {details.stops.map((stop, index) => (
          <Stop key={stop.id} stop={stop} number={index + 1} />
        ))}
      </Stack>
      <LoadFacts load={details} />
      <LoadDocuments pb={pb} documents={job.documents} />
    </Stack>
  )
}
