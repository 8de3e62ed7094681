import { Stack } from '@mantine/core'
import { useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'
import type { RecordingRow } from './recording-columns'
import { RecordingList } from './recording-list'
import { ReplayDialog } from './replay-dialog'

/** The Session Replays page: the live list of recordings, and the replay of the one opened. */
export function SessionReplays({ pb }: { pb: TypedPocketBase }) {
  const [open, setOpen] = useState<RecordingRow | null>(null)
  return (
    <Stack gap="xl">
      <RecordingList pb={pb} onOpen={setOpen} />
      <ReplayDialog pb={pb} recording={open} onClose={() => setOpen(null)} />
    </Stack>
  )
}
