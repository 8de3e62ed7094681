import type { eventWithTime } from '@rrweb/types'
import Player from 'rrweb-player'
import 'rrweb-player/dist/style.css'
import { useEffect, useRef } from 'react'
import classes from './replay.module.css'

/** What the dialog's controls drive. */
export interface PlayerHandle {
  play(): void
  pause(): void
  goto(offsetMs: number, play?: boolean): void
  setSpeed(speed: number): void
  setSkipInactive(skip: boolean): void
  currentTime(): number
  totalTime(): number
}

interface ReplayPlayerProps {
  events: eventWithTime[]
  width: number
  height: number
  onReady: (handle: PlayerHandle | null) => void
  onFinish: () => void
}

/** Pauses longer than this are skipped when skipping inactivity. */
const INACTIVE_AFTER_MS = 3_000

/**
 * The recorded page, replayed by rrweb-player (its own controller hidden: the dialog's Mantine
 * controls drive it) in a sandboxed frame without scripts, scaled to the given size.
 */
export default function ReplayPlayer({ events, width, height, onReady, onFinish }: ReplayPlayerProps) {
  const target = useRef<HTMLDivElement>(null)
  const callbacks = useRef({ onReady, onFinish })
  useEffect(() => {
    callbacks.current = { onReady, onFinish }
  })

  useEffect(() => {
    const element = target.current
    if (!element) return
    const player = new Player({
      target: element,
      props: {
        events,
        width,
        height,
        autoPlay: false,
        showController: false,
        skipInactive: true,
        inactivePeriodThreshold: INACTIVE_AFTER_MS,
        mouseTail: true,
        // Replaying the visitor's focus would take the admin's focus into the frame, out of
        // reach of Escape and the dialog's keyboard.
        triggerFocus: false,
      },
    })
    const replayer = player.getReplayer()
    let skipping = true
    replayer.on('finish', () => callbacks.current.onFinish())
    callbacks.current.onReady({
      play: () => player.play(),
      pause: () => player.pause(),
      goto: (offset, play) => player.goto(offset, play),
      setSpeed: (speed) => player.setSpeed(speed),
      setSkipInactive: (skip) => {
        if (skip !== skipping) player.toggleSkipInactive()
        skipping = skip
      },
      currentTime: () => replayer.getCurrentTime(),
      totalTime: () => player.getMetaData().totalTime,
    })
    return () => {
      callbacks.current.onReady(null)
      player.pause()
      // Svelte's component method; its types are not shipped with the player.
      ;(player as unknown as { $destroy: () => void }).$destroy()
      element.replaceChildren()
    }
  }, [events, width, height])

  // Watched, not used: nothing in the recorded page takes a click meant for the dialog.
  return <div ref={target} className={classes.player} data-testid="replay-player" inert />
}
