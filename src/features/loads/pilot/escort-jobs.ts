import type { EscortAssignmentRecord, LoadDocumentRecord, LoadRecord, LoadStopRecord, TypedPocketBase } from '../../../lib/record-types'
import { inStopOrder } from '../load-format'

/** An escort offer with the load it is for: route, size, states and permits. */
export interface EscortJob extends EscortAssignmentRecord {
  load_record: LoadRecord | null
  stops: LoadStopRecord[]
  documents: LoadDocumentRecord[]
}

type ExpandedLoad = LoadRecord & { expand?: { load_stops_via_load?: LoadStopRecord[]; load_documents_via_load?: LoadDocumentRecord[] } }
type ExpandedAssignment = EscortAssignmentRecord & { expand?: { load?: ExpandedLoad } }

function toJob({ expand, ...assignment }: ExpandedAssignment): EscortJob {
  const { expand: loadExpand, ...load } = expand?.load ?? { expand: undefined }
  return {
    ...assignment,
    load_record: 'id' in load ? (load) : null,
    stops: inStopOrder(loadExpand?.load_stops_via_load ?? []),
    documents: loadExpand?.load_documents_via_load ?? [],
  }
}

export async function readEscortJobs(pb: TypedPocketBase, pilotId: string): Promise<EscortJob[]> {
  const assignments = await pb.collection('escort_assignments').getFullList<ExpandedAssignment>({
    filter: pb.filter('pilot = {:pilotId}', { pilotId }),
    expand: 'load,load.load_stops_via_load,load.load_documents_via_load',
    sort: '-created',
    requestKey: null,
  })
  return assignments.map(toJob)
}

export type JobGroup = 'offered' | 'accepted' | 'past'

/** Offered and accepted jobs of loads still to run; declined ones and finished loads are past. */
export function jobGroup(job: Pick<EscortJob, 'status' | 'load_record'>): JobGroup {
  const finished = !job.load_record || job.load_record.status === 'delivered' || job.load_record.status === 'cancelled'
  if (finished || job.status === 'declined') return 'past'
  return job.status === 'accepted' ? 'accepted' : 'offered'
}
