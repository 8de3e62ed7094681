import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/Switch.layer.css'
import { Switch } from '@mantine/core'
import { useState } from 'react'
import { currentPosition, isSharingPosition, setSharingPosition } from '../road/road-position'

/**
 * The driver's choice to send their position with Arrived, Departed, Delivered and notes;
 * remembered on this device. Turning it on asks the browser's permission at once, on the tap.
 */
export function SharePositionSwitch() {
  const [isOn, setIsOn] = useState(isSharingPosition)
  const change = (on: boolean) => {
    setSharingPosition(on)
    setIsOn(on)
    if (on) void currentPosition()
  }
  return (
    <Switch
      size="md"
      py={6}
      checked={isOn}
      onChange={(event) => change(event.currentTarget.checked)}
      label="Share my position with road updates"
      description="Dispatch sees where you were at each tap, when the phone knows it. Taps never wait for it."
      styles={{ body: { minHeight: 44 } }}
    />
  )
}
