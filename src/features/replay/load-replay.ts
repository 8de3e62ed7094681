import type { eventWithTime } from '@rrweb/types'
import type { RecordOf, TypedPocketBase } from '../../lib/record-types'

export type SessionEventRow = RecordOf<'session_events'>

export interface ReplayData {
  /** The session's events in order (spec §7: by timestamp_ms). */
  events: SessionEventRow[]
  /** The page as rrweb recorded it, in time order; empty when the browser could not record it. */
  pageEvents: eventWithTime[]
}

function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** A stored chunk: base64 of gzip-compressed JSON (an array of rrweb events). */
export async function decodeChunk(data: string): Promise<eventWithTime[]> {
  const stream = new Response(base64Bytes(data)).body!.pipeThrough(new DecompressionStream('gzip'))
  const parsed: unknown = JSON.parse(await new Response(stream).text())
  return Array.isArray(parsed) ? (parsed as eventWithTime[]) : []
}

/** Everything a replay shows of one session. */
export async function loadReplay(pb: TypedPocketBase, sessionId: string): Promise<ReplayData> {
  const filter = pb.filter('session_id = {:sessionId}', { sessionId })
  const [events, chunks] = await Promise.all([
    pb.collection('session_events').getFullList({ filter, sort: 'timestamp_ms,sequence', batch: 1000, requestKey: null }),
    pb.collection('session_dom_chunks').getFullList({ filter, sort: 'sequence', batch: 50, requestKey: null }),
  ])
  const decoded = await Promise.all(chunks.map((chunk) => decodeChunk(chunk.data)))
  const pageEvents = decoded.flat().sort((a, b) => a.timestamp - b.timestamp)
  return { events, pageEvents }
}
