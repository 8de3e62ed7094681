import '@mantine/core/styles/Card.layer.css'
import { Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core'
import { IconCamera } from '@tabler/icons-react'
import { useState } from 'react'
import { sendProofOfDelivery } from '../road/road-actions'
import { SignatureField } from '../road/signature-field'
import type { useRoadSend } from '../road/use-road-send'

interface ProofOfDeliveryProps {
  loadId: string
  send: ReturnType<typeof useRoadSend>
}

/** The photo of the signed paperwork and the receiver's signature: required before Delivered. */
export function ProofOfDelivery({ loadId, send }: ProofOfDeliveryProps) {
  const [photo, setPhoto] = useState<File | null>(null)
  const [signature, setSignature] = useState<Blob | null>(null)
  const [errors, setErrors] = useState<{ photo?: string; signature?: string }>({})

  const save = async () => {
    const missing = {
      photo: photo ? undefined : 'Take a photo of the signed paperwork',
      signature: signature ? undefined : 'The receiver signs here',
    }
    setErrors(missing)
    if (!photo || !signature) return
    await send.run('proof', 'Proof of Delivery', () => sendProofOfDelivery({ load: loadId, photo, signature }))
  }
  // What was missing stops being an error once it is there.
  const takePhoto = (taken: File | null) => {
    setPhoto(taken)
    if (taken) setErrors((current) => ({ ...current, photo: undefined }))
  }
  const sign = (drawn: Blob | null) => {
    setSignature(drawn)
    if (drawn) setErrors((current) => ({ ...current, signature: undefined }))
  }

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Proof of delivery
        </Title>
        <Group>
          <FileButton onChange={takePhoto} accept="image/*" capture="environment">
            {(props) => (
              <Button {...props} mih={48} variant="light" leftSection={<IconCamera size={18} aria-hidden="true" />}>
                {photo ? 'Retake photo' : 'Photo of signed paperwork'}
              </Button>
            )}
          </FileButton>
          {photo && <Text size="sm">{photo.name}</Text>}
        </Group>
        {errors.photo && (
          <Text size="sm" c="red.8" role="alert">
            {errors.photo}
          </Text>
        )}
        <SignatureField label="Receiver's signature" onChange={sign} error={errors.signature} />
        <Button mih={48} loading={send.busy === 'proof'} onClick={() => void save()}>
          Save proof of delivery
        </Button>
      </Stack>
    </Card>
  )
}
