import '@mantine/core/styles/Skeleton.layer.css'
import { Alert, Skeleton, Stack } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { lazy, Suspense } from 'react'
import type { ReplayData } from './load-replay'
import { ReplayControls } from './replay-controls'
import { ReplayEventList } from './replay-event-list'
import type { TimelineEvent } from './replay-timeline'
import type { Playback } from './use-playback'

// rrweb-player is downloaded only when a replay is opened.
const ReplayPlayer = lazy(() => import('./replay-player'))

/** The recorded viewport's height for a width, kept under 60 % of the screen. */
function heightFor(width: number, viewportSize: string): number {
  const [w, h] = viewportSize.split('x').map(Number)
  const ratio = w && h ? h / w : 9 / 16
  return Math.round(Math.min(width * ratio, window.innerHeight * 0.6))
}

interface ReplayStageProps {
  data: ReplayData
  timeline: readonly TimelineEvent[]
  playback: Playback
  viewportSize: string
}

/** The replayed page with its controls and, below, the event list in step with it. */
export function ReplayStage({ data, timeline, playback, viewportSize }: ReplayStageProps) {
  const { ref, width } = useElementSize()
  const hasPage = data.pageEvents.length >= 2
  return (
    <Stack gap="sm">
      <div ref={ref}>
        {!hasPage && (
          <Alert color="gray" title="The page itself was not recorded">
            This browser could not record the page; the events below still show what happened.
          </Alert>
        )}
        {hasPage && width > 0 && (
          <Suspense fallback={<Skeleton height={heightFor(width, viewportSize)} />}>
            <ReplayPlayer
              events={data.pageEvents}
              width={Math.floor(width) - 2}
              height={heightFor(width, viewportSize)}
              onReady={playback.setPlayer}
              onFinish={playback.finished}
            />
          </Suspense>
        )}
      </div>
      <ReplayControls playback={playback} eventCount={timeline.length} />
      <ReplayEventList timeline={timeline} index={playback.index} onSelect={playback.select} />
    </Stack>
  )
}
