import { Button, type ButtonProps } from '@mantine/core'
import { useFormContext } from './form-contexts'

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'disabled' | 'children'> {
  label: string
  /** Shown, with the button disabled, while the form is being submitted. */
  busyLabel: string
}

export function SubmitButton({ label, busyLabel, ...props }: SubmitButtonProps) {
  const form = useFormContext()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button {...props} type="submit" disabled={isSubmitting}>
          {isSubmitting ? busyLabel : label}
        </Button>
      )}
    </form.Subscribe>
  )
}
