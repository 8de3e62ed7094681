import '@mantine/core/styles/List.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import { ActionIcon, Badge, Group, List, Stack, Text, Title } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useCallback, useEffect, useState } from 'react'
import { formatCalendarDate } from '../../../lib/format'
import { notifyOutcome } from '../../../lib/notify'
import type { EscortCertificationRecord, PilotAvailabilityRecord, TypedPocketBase } from '../../../lib/record-types'
import { isExpired } from '../dispatch/escort-coverage'
import { AvailabilityForm, CertificationForm } from './availability-form'
import { listAvailability, listCertifications } from './pilot-records'

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => Promise<unknown> }) {
  return (
    <ActionIcon
      size={44}
      variant="subtle"
      color="red.8"
      aria-label={label}
      onClick={() => void notifyOutcome(onRemove, { failure: { title: 'Delete Failed', message: 'It could not be removed.' } })}
    >
      <IconTrash size={20} aria-hidden="true" />
    </ActionIcon>
  )
}

/** A pilot's availability by date range and certifications by state (expired ones flagged), editable. */
export function PilotAvailability({ pb, pilot }: { pb: TypedPocketBase; pilot: string }) {
  const [availability, setAvailability] = useState<PilotAvailabilityRecord[]>([])
  const [certifications, setCertifications] = useState<EscortCertificationRecord[]>([])
  const reload = useCallback(
    () =>
      Promise.all([listAvailability(pb, pilot), listCertifications(pb, pilot)])
        .then(([ranges, certificates]) => {
          setAvailability(ranges)
          setCertifications(certificates)
        })
        .catch(() => undefined),
    [pb, pilot],
  )
  useEffect(() => {
    void reload()
  }, [reload])

  return (
    <Stack gap="lg" id="availability">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Availability
        </Title>
        {availability.length === 0 ? (
          <Text>No dates yet: dispatch sees you as not available.</Text>
        ) : (
          <List listStyleType="none" spacing={4} aria-label="Availability">
            {availability.map((range) => (
              <List.Item key={range.id}>
                <Group gap="xs">
                  <Text>
                    {formatCalendarDate(range.starts_on)} – {formatCalendarDate(range.ends_on)} · {range.home_base}
                  </Text>
                  <RemoveButton
                    label={`Remove availability from ${formatCalendarDate(range.starts_on)}`}
                    onRemove={() => pb.collection('pilot_availability').delete(range.id).then(reload)}
                  />
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <AvailabilityForm pb={pb} pilot={pilot} onAdded={() => void reload()} />
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="md">
          Escort certifications
        </Title>
        {certifications.length === 0 ? (
          <Text>No certifications yet.</Text>
        ) : (
          <List listStyleType="none" spacing={4} aria-label="Certifications">
            {certifications.map((certification) => (
              <List.Item key={certification.id}>
                <Group gap="xs">
                  <Text>
                    {certification.state}
                    {certification.certificate_number && ` · ${certification.certificate_number}`} · expires {formatCalendarDate(certification.expires_on)}
                  </Text>
                  {isExpired(certification) && <Badge color="red.8">Expired</Badge>}
                  <RemoveButton
                    label={`Remove the ${certification.state} certification`}
                    onRemove={() => pb.collection('escort_certifications').delete(certification.id).then(reload)}
                  />
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <CertificationForm pb={pb} pilot={pilot} onAdded={() => void reload()} />
      </Stack>
    </Stack>
  )
}
