import { Alert } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'

/** The form's error area: empty until an attempt fails, announced when it fills. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message && (
        <Alert color="red" variant="light" role="none" icon={<IconAlertTriangle aria-hidden="true" />}>
          {message}
        </Alert>
      )}
    </div>
  )
}
