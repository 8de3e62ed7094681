import '@mantine/core/styles/Table.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { FormDialog, FormFailure } from '../../../components/admin/form-dialog'
import { StatusBadge } from '../../../components/status-badge'
import { errorMessage } from '../../../lib/api-error'
import type { EscortCertificationRecord, PilotAvailabilityRecord, TypedPocketBase, UserRecord } from '../../../lib/record-types'
import { formatPickupDate } from '../load-format'
import { escortStatuses } from '../load-statuses'
import { escortFit } from './escort-coverage'
import { listUsersWithRole, offerToPilot, personName, type DispatchLoad } from './dispatch-load'

interface PilotFacts {
  pilots: UserRecord[]
  availability: PilotAvailabilityRecord[]
  certifications: EscortCertificationRecord[]
}

async function readPilotFacts(pb: TypedPocketBase): Promise<PilotFacts> {
  const [pilots, availability, certifications] = await Promise.all([
    listUsersWithRole(pb, 'pilot_car'),
    pb.collection('pilot_availability').getFullList({ requestKey: null }),
    pb.collection('escort_certifications').getFullList({ requestKey: null }),
  ])
  return { pilots, availability, certifications }
}

function PilotRow({
  pilot,
  load,
  facts,
  onOffer,
}: {
  pilot: UserRecord
  load: DispatchLoad
  facts: PilotFacts
  onOffer: () => Promise<void>
}) {
  const [isOffering, setIsOffering] = useState(false)
  const fit = escortFit({
    pickupDate: load.pickup_date,
    routeStates: load.route_states,
    availability: facts.availability.filter((record) => record.pilot === pilot.id),
    certifications: facts.certifications.filter((record) => record.pilot === pilot.id),
  })
  const offer = (load.expand?.escort_assignments_via_load ?? []).find((assignment) => assignment.pilot === pilot.id)
  return (
    <Table.Tr>
      <Table.Td>{personName(pilot)}</Table.Td>
      <Table.Td>
        {fit.available ? (
          <Text size="sm">Available · {fit.available.home_base}</Text>
        ) : (
          <Badge color="gray.7" variant="outline">
            Not available
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {fit.uncoveredStates.length === 0 ? (
          <Badge color="green.9">Certified for the route</Badge>
        ) : (
          <Badge color="red.8" variant="outline">
            Missing {fit.uncoveredStates.join(', ')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {offer ? (
          <StatusBadge value={offer.status} statuses={escortStatuses} />
        ) : (
          <Button
            size="compact-md"
            mih={44}
            loading={isOffering}
            aria-label={`Offer to ${personName(pilot)}`}
            onClick={() => {
              setIsOffering(true)
              void onOffer().finally(() => setIsOffering(false))
            }}
          >
            Offer
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  )
}

// On a phone the table scrolls sideways, its Offer column out of sight: the keyboard reaches the viewport to scroll it.
const SIDEWAYS_SCROLL = { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Pilot-car operators, scrolls sideways' } }

/** Pilot-car operators with their availability on the pickup day and certification cover of the route. */
export function EscortOffersDialog({ pb, load, onClose }: { pb: TypedPocketBase; load: DispatchLoad | null; onClose: () => void }) {
  const [facts, setFacts] = useState<PilotFacts | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    if (!load) return
    readPilotFacts(pb)
      .then(setFacts)
      .catch((error: unknown) => setFailure(errorMessage(error, 'Failed to fetch pilot-car operators.') ?? null))
  }, [pb, load?.id]) // eslint-disable-line react-hooks/exhaustive-deps -- read again per opened load, not per live update

  const offer = (pilot: UserRecord) => async () => {
    if (!load) return
    try {
      await offerToPilot(pb, load, pilot.id)
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to offer the load.') ?? null)
    }
  }

  return (
    <FormDialog title="Offer to Escorts" opened={load !== null} onClose={onClose}>
      {load && (
        <Stack gap="md">
          <Text>
            Pickup {formatPickupDate(load)} · States {load.route_states.join(', ') || 'not set'}
          </Text>
          <FormFailure message={failure} />
          {facts && facts.pilots.length === 0 && <Text>No users with the pilot-car role yet.</Text>}
          {facts && facts.pilots.length > 0 && (
            <Table.ScrollContainer minWidth={520} scrollAreaProps={SIDEWAYS_SCROLL}>
              <Table aria-label="Pilot-car operators">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Operator</Table.Th>
                    <Table.Th>Pickup day</Table.Th>
                    <Table.Th>Certifications</Table.Th>
                    <Table.Th>Offer</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {facts.pilots.map((pilot) => (
                    <PilotRow key={pilot.id} pilot={pilot} load={load} facts={facts} onOffer={offer(pilot)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="flex-end">
            <Button variant="default" mih={44} onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </FormDialog>
  )
}
