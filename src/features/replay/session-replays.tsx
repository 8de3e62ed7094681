import { Stack } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import type { RecordingRow } from './recording-columns'
import { RecordingList } from './recording-list'
import { ReplayDialog } from './replay-dialog'

interface SessionReplaysProps {
  pb: TypedPocketBase
  /** The recording whose replay is open (the page's `recording` search parameter). */
  openRecordingId?: string
  onOpenRecording: (id: string) => void
  onCloseRecording: () => void
}

/** The recording `id` names, fetched when it is not the one already shown; null while none. */
function useOpenedRecording(pb: TypedPocketBase, id: string | undefined, picked: RecordingRow | null) {
  const [fetched, setFetched] = useState<RecordingRow | null>(null)
  useEffect(() => {
    if (!id || picked?.id === id) return
    let current = true
    pb.collection('session_recordings').getOne<RecordingRow>(id).then(
      (row) => current && setFetched(row),
      () => current && setFetched(null),
    )
    return () => {
      current = false
    }
  }, [pb, id, picked])
  if (!id) return null
  if (picked?.id === id) return picked
  return fetched?.id === id ? fetched : null
}

/** The Session Replays page: the live list of recordings, and the replay of the one opened. */
export function SessionReplays({ pb, openRecordingId, onOpenRecording, onCloseRecording }: SessionReplaysProps) {
  const [picked, setPicked] = useState<RecordingRow | null>(null)
  const open = useOpenedRecording(pb, openRecordingId, picked)
  const openRow = (row: RecordingRow) => {
    setPicked(row)
    onOpenRecording(row.id)
  }
  return (
    <Stack gap="xl">
      <RecordingList pb={pb} onOpen={openRow} />
      <ReplayDialog pb={pb} recording={open} onClose={onCloseRecording} />
    </Stack>
  )
}
