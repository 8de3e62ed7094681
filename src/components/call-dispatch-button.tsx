import { Button, type MantineColor } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { company } from '../content/company'
import classes from './call-dispatch-button.module.css'

interface CallDispatchButtonProps {
  color?: MantineColor
  fullWidth?: boolean
}

/** A call to 24/7 dispatch, its label wrapping before the number on the narrowest phones. */
export function CallDispatchButton({ color, fullWidth }: CallDispatchButtonProps) {
  return (
    <Button
      component="a"
      href={company.dispatchPhone.href}
      size="lg"
      variant="outline"
      color={color}
      fullWidth={fullWidth}
      classNames={{ root: classes.call, label: classes.callLabel }}
      leftSection={<IconPhone size={20} aria-hidden="true" />}
    >
      {/* One piece of text, not flex items, so the space before the number stays and the words wrap before it. */}
      <span className={classes.callText}>
        Call Dispatch <span className={classes.number}>{company.dispatchPhone.display}</span>
      </span>
    </Button>
  )
}
