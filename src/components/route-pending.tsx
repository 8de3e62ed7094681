import { Center, Loader } from '@mantine/core'

/** Shown while a route's code or data loads for longer than a moment. */
export function RoutePending() {
  return (
    <Center py={96} role="status" aria-label="Loading">
      <Loader size="lg" />
    </Center>
  )
}
