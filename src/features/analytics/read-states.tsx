import '@mantine/core/styles/Skeleton.layer.css'
import { Alert, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { Read } from './use-read'

interface ReadViewProps<T> {
  read: Read<T> & { reload: () => Promise<void> }
  errorText: string
  /** Skeleton lines while loading. */
  lines?: number
  children: (value: T) => ReactNode
}

/** A read's value, its skeleton while loading, or its failure with Retry. */
export function ReadView<T>({ read, errorText, lines = 3, children }: ReadViewProps<T>) {
  if (read.status === 'loading') {
    return (
      <Stack gap="xs">
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} height={20} aria-hidden="true" />
        ))}
        <VisuallyHidden>Loading...</VisuallyHidden>
      </Stack>
    )
  }
  if (read.status === 'error') {
    return (
      <Alert color="red" variant="light">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{errorText}</Text>
          <Button variant="default" mih={44} leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => void read.reload()}>
            Retry
          </Button>
        </Group>
      </Alert>
    )
  }
  return <>{children(read.value)}</>
}
