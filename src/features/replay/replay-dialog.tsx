import '@mantine/core/styles/Modal.layer.css'
import { Alert, Button, Group, Loader, Modal, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import { ConfirmButton } from '../../components/confirm-button'
import { notifySuccess } from '../../lib/notify'
import type { TypedPocketBase } from '../../lib/record-types'
import { FingerprintTabs } from './fingerprint-tabs'
import type { ReplayData } from './load-replay'
import type { RecordingRow } from './recording-columns'
import { formatVisitorNumber } from './replay-format'
import { ReplayStage } from './replay-stage'
import { SessionSubmissions } from './session-submissions'
import { buildTimeline } from './replay-timeline'
import { usePlayback } from './use-playback'
import { useReplayData } from './use-replay-data'

function ReplayBody({ recording, data }: { recording: RecordingRow; data: ReplayData }) {
  const startedAt = Date.parse(recording.started_at)
  const timeline = useMemo(() => buildTimeline(data.events, data.pageEvents, startedAt), [data, startedAt])
  const playback = usePlayback(timeline)
  const [showFingerprint, setShowFingerprint] = useState(false)
  return (
    <Stack gap="md">
      <ReplayStage data={data} timeline={timeline} playback={playback} viewportSize={recording.viewport_size} />
      <Group>
        <Button variant="default" h={44} onClick={() => setShowFingerprint((shown) => !shown)} aria-expanded={showFingerprint}>
          {showFingerprint ? 'Hide Fingerprint' : 'Show Fingerprint'}
        </Button>
      </Group>
      {showFingerprint && (
        <FingerprintTabs fingerprint={(recording.browser_fingerprint ?? {}) as Record<string, unknown>} deviceType={recording.device_type} browser={recording.browser} />
      )}
    </Stack>
  )
}

function ReplayContent({ pb, recording }: { pb: TypedPocketBase; recording: RecordingRow }) {
  const load = useReplayData(pb, recording.session_id)
  if (load.status === 'loading') return <Loader aria-label="Loading the replay" />
  if (load.status === 'error') {
    return (
      <Alert color="red" title="Failed to load the replay">
        <Button mt="sm" h={44} onClick={load.retry}>
          Retry
        </Button>
      </Alert>
    )
  }
  return <ReplayBody recording={recording} data={load.data} />
}

interface ReplayDialogProps {
  pb: TypedPocketBase
  recording: RecordingRow | null
  onClose: () => void
}

/** Spec §2: "Session Replay - Visitor #n", playing the recorded page with its events. */
export function ReplayDialog({ pb, recording, onClose }: ReplayDialogProps) {
  const isPhone = useMediaQuery('(max-width: 48em)')
  const remove = async (id: string) => {
    await pb.collection('session_recordings').delete(id)
    notifySuccess('Recording Deleted', 'The recording, its events and its page have been deleted.')
    onClose()
  }
  return (
    <Modal
      opened={recording !== null}
      onClose={onClose}
      size="min(96vw, 72rem)"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={recording ? `Session Replay - Visitor ${formatVisitorNumber(recording.visitor_number)}` : ''}
    >
      {recording && (
        <Stack gap="md">
          <ReplayContent key={recording.id} pb={pb} recording={recording} />
          <SessionSubmissions pb={pb} sessionId={recording.session_id} />
          <Group justify="flex-end">
            <ConfirmButton
              title="Delete Recording"
              message="Delete this recording, its events and its recorded page for good?"
              confirmLabel="Delete"
              onConfirm={() => remove(recording.id)}
              buttonProps={{ color: 'red', variant: 'outline', h: 44 }}
            >
              Delete recording
            </ConfirmButton>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
