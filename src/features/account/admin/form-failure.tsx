import { Alert } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'

/** Why a dialog's form was refused, where no field says it; announced when it fills. */
export function FormFailure({ message }: { message: string | null }) {
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
