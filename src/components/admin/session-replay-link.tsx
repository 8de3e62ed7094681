import { Button } from '@mantine/core'
import { IconPlayerPlay } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { TypedPocketBase } from '../../lib/record-types'

/**
 * "Watch session replay" for a submission sent by a visitor who accepted tracking: shown once
 * a recording of its tracking session is found, opening that replay; nothing otherwise.
 */
export function SessionReplayLink({ pb, session }: { pb: TypedPocketBase; session: string | undefined }) {
  const [found, setFound] = useState<{ session: string; recordingId: string } | null>(null)
  useEffect(() => {
    if (!session) return
    let current = true
    pb.collection('session_recordings')
      .getList(1, 1, { filter: pb.filter('session_id = {:session}', { session }), fields: 'id', requestKey: null })
      .then(
        (list) => current && setFound(list.items[0] ? { session, recordingId: list.items[0].id } : null),
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [pb, session])
  const recordingId = found && found.session === session ? found.recordingId : null
  if (!recordingId) return null
  return (
    <Button
      renderRoot={(props) => <Link {...props} to="/admin/session-replays" search={{ recording: recordingId }} />}
      variant="light"
      h={44}
      leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
    >
      Watch session replay
    </Button>
  )
}
