import type { FieldValue, StoredFile } from '../../../lib/outbox/outbox-entry'
import { rejectionReason } from '../../../lib/outbox/read-answer'
import { submitToOutbox, type SubmitOutcome } from '../../../lib/outbox/submit'
import { submitterToken } from '../../../lib/outbox/submitter-token'
import type { LoadUpdateRecord } from '../../../lib/record-types'
import { positionIfShared } from './road-position'

// What drivers and pilots do on the road goes through the outbox: saved on the device first
// with an id made here (the server stores it once however often it is sent), with the time
// it happened on the device, and sent in the order it was done.

type RoadKind = LoadUpdateRecord['kind']

export interface RoadUpdate {
  load: string
  kind: Exclude<RoadKind, ''>
  stop?: string
  note?: string
  photo?: File | null
  /** Add where the device is, when the driver shares it (a short wait at most; none is fine). */
  withPosition?: boolean
  /** What it is, in the list of what waits to be sent: "Arrived: Dayton, OH". */
  title: string
}

/** Everything done on one load is sent in the order it was done. */
const roadStream = (load: string) => `load:${load}`

/** The device's time as PocketBase takes a date. */
export const deviceTime = (now = new Date()) => now.toISOString().replace('T', ' ')

export async function storedFile(field: string, file: File): Promise<StoredFile> {
  return {
    field,
    name: file.name,
    type: file.type,
    size: file.size,
    lastModified: file.lastModified,
    bytes: await file.arrayBuffer(),
  }
}

export async function sendRoadUpdate({ load, kind, stop = '', note = '', photo, withPosition = false, title }: RoadUpdate): Promise<SubmitOutcome> {
  const fields: Record<string, FieldValue> = {
    load,
    kind,
    stop,
    note,
    happened_at: deviceTime(),
  }
  const position = withPosition ? await positionIfShared() : null
  if (position) Object.assign(fields, position)
  return submitToOutbox({
    collection: 'load_updates',
    stream: roadStream(load),
    fields,
    files: photo ? [await storedFile('photo', photo)] : [],
    authToken: submitterToken(),
    title,
    sentNotice: { title: 'Update Sent', message: `${title} reached dispatch.` },
  })
}

/** The photo of the signed paperwork and the receiver's signature, as one proof of delivery. */
export async function sendProofOfDelivery({
  load,
  photo,
  signature,
}: {
  load: string
  photo: File
  signature: Blob
}): Promise<SubmitOutcome> {
  const signatureFile = new File([signature], 'signature.png', {
    type: 'image/png',
  })
  return submitToOutbox({
    collection: 'load_documents',
    stream: roadStream(load),
    fields: { load, kind: 'proof_of_delivery', title: 'Proof of delivery' },
    files: [await storedFile('file', photo), await storedFile('signature', signatureFile)],
    authToken: submitterToken(),
    title: 'Proof of delivery',
    sentNotice: {
      title: 'Proof of Delivery Sent',
      message: 'The photo and signature reached dispatch.',
    },
  })
}

/** What an outcome means for the driver, in a few words. */
export function outcomeText(outcome: SubmitOutcome): string {
  if (outcome.kind === 'sent') return 'Sent'
  if (outcome.kind === 'saved') return 'Saved on this device; it is sent when the connection returns'
  return rejectionReason(outcome.rejection)
}
