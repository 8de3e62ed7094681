import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/Switch.layer.css'
import { Switch } from '@mantine/core'
import { useState } from 'react'
import { tallSwitch } from '../../../../components/admin/touch-targets'

interface ActiveSwitchProps {
  name: string
  active: boolean
  onChange: (active: boolean) => Promise<unknown>
}

/** Whether a service is listed publicly; waits for the server, and the row shows what it saved. */
export function ActiveSwitch({ name, active, onChange }: ActiveSwitchProps) {
  const [isSaving, setIsSaving] = useState(false)
  const toggle = (next: boolean) => {
    setIsSaving(true)
    void onChange(next).finally(() => setIsSaving(false))
  }
  return (
    <Switch
      size="lg"
      classNames={tallSwitch}
      checked={active}
      disabled={isSaving}
      onChange={(event) => toggle(event.currentTarget.checked)}
      aria-label={`${name} active`}
    />
  )
}
