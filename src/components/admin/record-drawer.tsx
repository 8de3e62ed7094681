import { Alert, Button, Drawer, Group, Loader, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { OpenedRecord } from '../../lib/realtime/use-opened-record'

interface RecordDrawerProps<Row> {
  opened: OpenedRecord<Row>
  title: string
  /** Said when the record no longer exists. */
  notFound: string
  /** Said when it could not be read, beside Retry. */
  readFailed: string
  onClose: () => void
  onRetry: () => void
  children: (record: Row) => ReactNode
}

/**
 * One record in full, beside its list: while it is read, when it is gone, when it could not be
 * read (with Retry), else `children(record)`. Full width on a phone.
 * Example: `<RecordDrawer opened={opened} title="Quote details" notFound={…} readFailed="Failed to fetch the quote." onClose={close} onRetry={retry}>{(quote) => <QuoteFields quote={quote} />}</RecordDrawer>`.
 */
export function RecordDrawer<Row>({ opened, title, notFound, readFailed, onClose, onRetry, children }: RecordDrawerProps<Row>) {
  const isPhone = useMediaQuery('(max-width: 36em)')
  return (
    <Drawer
      opened={opened.state !== 'closed'}
      onClose={onClose}
      title={title}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' }, close: { width: 44, height: 44 } }}
    >
      {opened.state === 'loading' && (
        <Group justify="center" py="xl" role="status">
          <Loader size="md" aria-hidden="true" />
          <Text>Loading...</Text>
        </Group>
      )}
      {opened.state === 'missing' && <Text>{notFound}</Text>}
      {opened.state === 'error' && (
        <Alert color="red" variant="light" title="Error">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{readFailed}</Text>
            <Button variant="default" mih={44} leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={onRetry}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
      {opened.state === 'ready' && children(opened.record)}
    </Drawer>
  )
}
