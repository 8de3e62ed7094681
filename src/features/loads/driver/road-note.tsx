import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Card.layer.css'
import { Button, Card, FileButton, Group, Stack, Text, Textarea, Title } from '@mantine/core'
import { IconCamera } from '@tabler/icons-react'
import { useState } from 'react'
import { useKeptText } from '../../../lib/form/use-kept-text'
import { sendRoadUpdate } from '../road/road-actions'
import type { useRoadSend } from '../road/use-road-send'

/** A note for dispatch from the road, with an optional photo from the camera. */
export function RoadNote({ loadId, send }: { loadId: string; send: ReturnType<typeof useRoadSend> }) {
  // Kept over a reload; the photo is not (a file cannot be kept in a draft).
  const [note, setNote, discardNote] = useKeptText(`road-note:${loadId}`)
  const [photo, setPhoto] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)

  const save = async () => {
    if (!note.trim() && !photo) return setError('Write a note or add a photo')
    if (note.length > 2000) return setError('At most 2000 characters')
    setError(null)
    const isSaved = await send.run('note', 'Update', () =>
      sendRoadUpdate({
        load: loadId,
        kind: 'note',
        note: note.trim(),
        photo,
        withPosition: true,
        title: `Note: ${note.trim().slice(0, 40) || 'photo'}`,
      }),
    )
    if (isSaved) {
      discardNote()
      setPhoto(null)
    }
  }

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Update dispatch
        </Title>
        <Textarea
          label="Note"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={error}
          autosize
          minRows={2}
          maxLength={2000}
        />
        <Group>
          <FileButton onChange={setPhoto} accept="image/*" capture="environment">
            {(props) => (
              <Button {...props} mih={44} variant="light" leftSection={<IconCamera size={18} aria-hidden="true" />}>
                {photo ? 'Retake photo' : 'Add photo'}
              </Button>
            )}
          </FileButton>
          {photo && <Text size="sm">{photo.name}</Text>}
        </Group>
        <Button mih={48} variant="outline" color="hazard.8" loading={send.busy === 'note'} onClick={() => void save()}>
          Send update
        </Button>
      </Stack>
    </Card>
  )
}
