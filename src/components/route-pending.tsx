import { Center, Loader, Stack, Text } from '@mantine/core'

/**
 * Shown while a route's code or data loads for longer than a moment. `label` says what is
 * loading, e.g. `<RoutePending label="Loading gallery..." />`.
 */
export function RoutePending({ label }: { label?: string }) {
  if (!label) {
    return (
      <Center py={96} role="status" aria-label="Loading">
        <Loader size="lg" />
      </Center>
    )
  }
  return (
    <Stack align="center" gap="md" py={96} role="status">
      <Loader size="lg" />
      <Text fw={600} c="steel.7">
        {label}
      </Text>
    </Stack>
  )
}
