import type { EscortAssignmentRecord, LoadDocumentRecord, LoadRecord, LoadStopRecord, TypedPocketBase } from '../../../lib/record-types'

type StopContact = Pick<LoadStopRecord, 'contact_name' | 'contact_phone' | 'notes'>

/** A stop as an escort sees it: its contact only once they accepted. */
export type EscortStop = Pick<LoadStopRecord, 'id' | 'kind' | 'place' | 'window_start' | 'window_end'> & Partial<StopContact>

/** What an escort knows of the load: enough to decide on the offer, and to work it once accepted. */
export type EscortLoad = Pick<
  LoadRecord,
  'status' | 'pickup_date' | 'equipment' | 'length' | 'width' | 'height' | 'weight_lb' | 'load_class' | 'route_states' | 'special_instructions'
> & { stops: EscortStop[] }

/**
 * An escort offer as GET /api/escort-jobs gives it (pb_hooks/lib/loads/escort-jobs.js): the
 * load's details while offered or accepted (none once declined), and once accepted also the
 * driver and the permits.
 */
export interface EscortJob extends Pick<EscortAssignmentRecord, 'id' | 'load' | 'status' | 'decline_reason' | 'responded_at' | 'created'> {
  details: EscortLoad | null
  driver: { name: string; phone: string } | null
  documents: LoadDocumentRecord[]
}

/** The signed-in pilot's escort jobs, newest offer first. */
export async function readEscortJobs(pb: TypedPocketBase): Promise<EscortJob[]> {
  const { items } = await pb.send<{ items: EscortJob[] }>('/api/escort-jobs', { requestKey: null })
  return items
}

export type JobGroup = 'offered' | 'accepted' | 'past'

/** Offered and accepted jobs of loads still to run; declined ones and finished loads are past. */
export function jobGroup(job: Pick<EscortJob, 'status' | 'details'>): JobGroup {
  const status = job.details?.status
  if (job.status === 'declined' || !status || status === 'delivered' || status === 'cancelled') return 'past'
  return job.status === 'accepted' ? 'accepted' : 'offered'
}
