import '@mantine/core/styles/SegmentedControl.layer.css'
import '@mantine/core/styles/Switch.layer.css'
import { ActionIcon, Button, Group, SegmentedControl, Switch, Text } from '@mantine/core'
import { IconPlayerPause, IconPlayerPlay, IconPlayerSkipBack, IconPlayerSkipForward } from '@tabler/icons-react'
import { SPEEDS, type Playback, type Speed } from './use-playback'
import { formatOffset } from './replay-format'

/** Play/pause, previous and next event, speed, skipping inactivity, "Event x of y" and the elapsed time. */
export function ReplayControls({ playback, eventCount }: { playback: Playback; eventCount: number }) {
  const { isPlaying, index } = playback
  return (
    <Group gap="sm" wrap="wrap" role="toolbar" aria-label="Replay controls">
      <ActionIcon size={44} variant="default" aria-label="Previous event" disabled={index <= 0} onClick={() => playback.select(index - 1)}>
        <IconPlayerSkipBack size={20} />
      </ActionIcon>
      <Button
        h={44}
        leftSection={isPlaying ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
        onClick={playback.toggle}
        disabled={!playback.hasPlayer}
      >
        {isPlaying ? 'Pause' : 'Play'}
      </Button>
      <ActionIcon
        size={44}
        variant="default"
        aria-label="Next event"
        disabled={index >= eventCount - 1}
        onClick={() => playback.select(index + 1)}
      >
        <IconPlayerSkipForward size={20} />
      </ActionIcon>
      <SegmentedControl
        aria-label="Speed"
        value={String(playback.speed)}
        onChange={(value) => playback.setSpeed(Number(value) as Speed)}
        data={SPEEDS.map((speed) => ({ value: String(speed), label: `${speed}x` }))}
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
      />
      <Switch
        label="Skip inactivity"
        checked={playback.skipInactive}
        onChange={(event) => playback.setSkipInactive(event.currentTarget.checked)}
        styles={{ body: { minHeight: 44, alignItems: 'center' } }}
      />
      <Text size="sm" fw={600} aria-live="off" data-testid="event-position">
        Event {eventCount === 0 ? 0 : index + 1} of {eventCount}
      </Text>
      <Text size="sm" c="gray.7" data-testid="elapsed">
        {formatOffset(playback.elapsedMs)}
      </Text>
    </Group>
  )
}
