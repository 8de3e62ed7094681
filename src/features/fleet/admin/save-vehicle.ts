import { ClientResponseError } from 'pocketbase'
import { sendWithProgress } from '../../../lib/upload/send-with-progress'
import type { TypedPocketBase } from '../../../lib/record-types'
import { FLEET_PRIVATE_EXPAND, type FleetVehicle } from './fleet-vehicle'

// A 25 MB photo over a weak connection takes a while; the progress bar shows it moving.
const SAVE_TIMEOUT_MS = 120_000

interface SaveVehicleOptions {
  /** The vehicle to change; a new one without it. */
  id?: string
  body: FormData
  onProgress?: (fraction: number) => void
}

/**
 * Creates or updates a vehicle with its plate, VIN and photo in one multipart request, sent
 * with XMLHttpRequest for its upload progress (the SDK has none). Rejects as the SDK would,
 * with a ClientResponseError carrying the server's field errors.
 */
export async function saveVehicle(pb: TypedPocketBase, { id, body, onProgress }: SaveVehicleOptions): Promise<FleetVehicle> {
  const path = id ? `/api/collections/fleet/records/${encodeURIComponent(id)}` : '/api/collections/fleet/records'
  const url = `${pb.buildURL(path)}?expand=${FLEET_PRIVATE_EXPAND}`
  const answer = await sendWithProgress({
    method: id ? 'PATCH' : 'POST',
    url,
    body,
    authToken: pb.authStore.token,
    timeoutMs: SAVE_TIMEOUT_MS,
    onProgress,
  })
  if (answer.status >= 200 && answer.status < 300) return answer.body as FleetVehicle
  throw new ClientResponseError({ url, status: answer.status, response: answer.body ?? {} })
}

/** Deletes a vehicle; its plate and VIN go with it (cascade). */
export function deleteVehicle(pb: TypedPocketBase, id: string): Promise<boolean> {
  return pb.collection('fleet').delete(id, { requestKey: null })
}
