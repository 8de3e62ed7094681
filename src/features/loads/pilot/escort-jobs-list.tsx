import { Stack, Text, Title } from '@mantine/core'
import { useCallback } from 'react'
import { useOutbox } from '../../../lib/outbox/use-outbox'
import type { TypedPocketBase } from '../../../lib/record-types'
import { RoadListStatus, SavedCopyNotice } from '../driver/my-loads'
import { keepDocumentFiles } from '../road/road-documents'
import { useRoadList } from '../road/use-road-list'
import { useRoadSend } from '../road/use-road-send'
import { EscortJobCard } from './escort-job-card'
import { jobGroup, readEscortJobs, type EscortJob, type JobGroup } from './escort-jobs'

const WATCHED = ['escort_assignments', 'loads'] as const
const GROUPS: { group: JobGroup; title: string; empty: string }[] = [
  { group: 'offered', title: 'Offered', empty: 'No offers waiting for your answer.' },
  { group: 'accepted', title: 'Accepted', empty: 'No accepted jobs coming up.' },
  { group: 'past', title: 'Past', empty: 'No past jobs yet.' },
]

/** The pilot's escort jobs (offered, accepted, past), kept on the device; answers go through the outbox. */
export function EscortJobsList({ pb, pilotId }: { pb: TypedPocketBase; pilotId: string }) {
  const read = useCallback(() => readEscortJobs(pb), [pb])
  const afterRead = useCallback(
    (jobs: EscortJob[]) => void keepDocumentFiles(pb, jobs.flatMap(({ documents }) => documents)).catch(() => undefined),
    [pb],
  )
  // v2: jobs as GET /api/escort-jobs gives them; a copy saved in the earlier shape is not read.
  const { state, reload } = useRoadList({ pb, copyKey: `${pilotId}:escort-jobs-v2`, read, watch: WATCHED, afterRead })
  const { entries } = useOutbox()
  const send = useRoadSend()
  if (state.status !== 'ready') return <RoadListStatus state={state} onRetry={() => void reload()} />
  const answerOf = (job: EscortJob) =>
    entries.find((entry) => entry.collection === 'load_updates' && entry.fields.load === job.load && String(entry.fields.kind).startsWith('escort_'))

  return (
    <Stack gap="xl">
      <SavedCopyNotice savedAt={state.savedAt} />
      {GROUPS.map(({ group, title, empty }) => {
        const jobs = state.records.filter((job) => jobGroup(job) === group)
        return (
          <section key={group} aria-labelledby={`escorts-${group}`}>
            <Title order={2} fz="lg" id={`escorts-${group}`} mb="sm">
              {title} ({jobs.length})
            </Title>
            {jobs.length === 0 ? (
              <Text>{empty}</Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {jobs.map((job) => (
                  <EscortJobCard key={job.id} pb={pb} job={job} waitingAnswer={answerOf(job)} send={send} />
                ))}
              </Stack>
            )}
          </section>
        )
      })}
    </Stack>
  )
}
