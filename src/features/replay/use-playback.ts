import { useCallback, useEffect, useRef, useState } from 'react'
import type { PlayerHandle } from './replay-player'
import { eventIndexAt, type TimelineEvent } from './replay-timeline'

export const SPEEDS = [0.5, 1, 2, 4] as const
export type Speed = (typeof SPEEDS)[number]
const TICK_MS = 200

export interface Playback {
  isPlaying: boolean
  speed: Speed
  skipInactive: boolean
  index: number
  elapsedMs: number
  hasPlayer: boolean
  setPlayer: (handle: PlayerHandle | null) => void
  toggle: () => void
  setSpeed: (speed: Speed) => void
  setSkipInactive: (skip: boolean) => void
  select: (index: number) => void
  finished: () => void
}

/**
 * The replay's state: playing or paused, speed, and the event in step with the player's clock.
 * Its index starts at 0 (spec §4): the dialog mounts it afresh for each recording.
 */
export function usePlayback(timeline: readonly TimelineEvent[]): Playback {
  const player = useRef<PlayerHandle | null>(null)
  const [hasPlayer, setHasPlayer] = useState(false)
  const [isPlaying, setPlaying] = useState(false)
  const [speed, setSpeedState] = useState<Speed>(1)
  const [skipInactive, setSkipState] = useState(true)
  const [index, setIndex] = useState(0)
  const [elapsedMs, setElapsed] = useState(0)

  useEffect(() => {
    if (!isPlaying) return
    const timer = setInterval(() => {
      const handle = player.current
      if (!handle) return
      const now = handle.currentTime()
      setElapsed(now)
      // A tick may come after the player's finish and before this timer stops.
      setIndex(eventIndexAt(timeline, now, handle.totalTime()))
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [isPlaying, timeline])

  const select = useCallback(
    (next: number) => {
      const bounded = Math.min(Math.max(0, next), Math.max(0, timeline.length - 1))
      setIndex(bounded)
      const offset = timeline[bounded]?.offsetMs ?? 0
      setElapsed(offset)
      player.current?.goto(offset, isPlaying)
    },
    [timeline, isPlaying],
  )

  return {
    isPlaying,
    speed,
    skipInactive,
    index,
    elapsedMs,
    hasPlayer,
    setPlayer: useCallback((handle) => {
      player.current = handle
      setHasPlayer(handle !== null)
      setPlaying(false)
    }, []),
    toggle: () => {
      if (isPlaying) player.current?.pause()
      else {
        // Played to the end: start again from the top.
        if (player.current && player.current.currentTime() >= player.current.totalTime()) player.current.goto(0, true)
        else player.current?.play()
      }
      setPlaying(!isPlaying)
    },
    setSpeed: (next) => {
      setSpeedState(next)
      player.current?.setSpeed(next)
    },
    setSkipInactive: (skip) => {
      setSkipState(skip)
      player.current?.setSkipInactive(skip)
    },
    select,
    finished: useCallback(() => {
      setPlaying(false)
      setElapsed(player.current?.totalTime() ?? 0)
      // At the end of the recording, everything in it has happened.
      setIndex(Math.max(0, timeline.length - 1))
    }, [timeline.length]),
  }
}
