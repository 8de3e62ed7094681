import '@mantine/core/styles/Progress.layer.css'
import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatFileSize } from '../../lib/format'
import type { UploadItem } from './use-upload-queue'

interface UploadItemRowProps {
  item: UploadItem
  onRemove: () => void
  onRetry: () => void
  /** Fields of the item's own while it waits (a gallery title…). */
  fields?: ReactNode
}


/** One chosen file: its name, then Ready, its progress, Uploaded or what went wrong. */
export function UploadItemRow({ item, onRemove, onRetry, fields }: UploadItemRowProps) {
  const percent = Math.round(item.progress * 100)
  return (
    <Paper withBorder p="sm" component="li" data-state={item.state}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {item.file.name}
            </Text>
            <Text size="sm" c="gray.7">
              {formatFileSize(item.file.size)} · <UploadState item={item} percent={percent} />
            </Text>
          </div>
          {item.state === 'failed' && (
            <Button variant="default" mih={44} leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={onRetry}>
              Retry
            </Button>
          )}
          {(item.state === 'ready' || item.state === 'failed' || item.state === 'refused') && (
            <ActionIcon variant="subtle" color="gray.8" size={44} aria-label={`Remove ${item.file.name}`} onClick={onRemove}>
              <IconX size={20} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
        {item.state === 'ready' && fields}
        {item.state === 'uploading' && <Progress value={percent} aria-label={`Uploading ${item.file.name}`} animated={percent < 100} />}
      </Stack>
    </Paper>
  )
}

function UploadState({ item, percent }: { item: UploadItem; percent: number }) {
  switch (item.state) {
    case 'ready':
      return 'Ready'
    case 'uploading':
      return `Uploading… ${percent}%`
    case 'done':
      return (
        <Text span size="sm" c="green.9" fw={600}>
          <IconCheck size={14} aria-hidden="true" style={{ verticalAlign: '-2px' }} /> Uploaded
        </Text>
      )
    case 'failed':
    case 'refused':
      return (
        <Text span size="sm" c="red.9" fw={600}>
          {item.error ?? 'Upload failed'}
        </Text>
      )
  }
}
