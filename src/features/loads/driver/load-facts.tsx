import '@mantine/core/styles/List.layer.css'
import '@mantine/core/styles/Card.layer.css'
import { Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconFileText } from '@tabler/icons-react'
import type { LoadDocumentRecord, LoadRecord, TypedPocketBase } from '../../../lib/record-types'
import { formatCalendarDate, formatDimensions, formatWeight } from '../../../lib/format'
import { documentName } from '../load-statuses'
import { openDocument } from '../road/road-documents'

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{value || '—'}</Text>
    </div>
  )
}

type LoadFactsOf = Pick<
  LoadRecord,
  'pickup_date' | 'equipment' | 'length' | 'width' | 'height' | 'weight_lb' | 'load_class' | 'route_states' | 'special_instructions'
>

/** What is needed at a pickup: size, weight, class, equipment, route states, instructions. */
export function LoadFacts({ load }: { load: LoadFactsOf }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <Fact label="Pickup date" value={formatCalendarDate(load.pickup_date)} />
          <Fact label="Equipment" value={load.equipment} />
          <Fact label="Dimensions (L × W × H)" value={formatDimensions(load)} />
          <Fact label="Weight" value={formatWeight(load.weight_lb)} />
          <Fact label="Class" value={load.load_class.replace('_', ' ')} />
          <Fact label="States" value={load.route_states.join(', ')} />
        </SimpleGrid>
        {load.special_instructions && (
          <div>
            <Text size="sm" c="gray.7">
              Special instructions
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{load.special_instructions}</Text>
          </div>
        )}
      </Stack>
    </Card>
  )
}

/** Permits and other papers; each opens from the device's copy when there is no connection. */
export function LoadDocuments({ pb, documents }: { pb: TypedPocketBase; documents: readonly LoadDocumentRecord[] }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} fz="lg" mb="sm">
        Permits and documents
      </Title>
      {documents.length === 0 ? (
        <Text>No documents yet.</Text>
      ) : (
        <List listStyleType="none" spacing="xs">
          {documents.map((document) => (
            <List.Item key={document.id}>
              <Button
                variant="light"
                mih={44}
                leftSection={<IconFileText size={18} aria-hidden="true" />}
                onClick={() => void openDocument(pb, document)}
              >
                {documentName(document)}
              </Button>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  )
}
