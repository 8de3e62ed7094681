/** The coverflow look of the featured carousel: side slides turn towards the centre and recede. */
export const COVERFLOW = {
  /** Degrees a slide one slide-width from the centre is turned. */
  rotate: 50,
  /** Pixels that slide is pushed back. */
  depth: 100,
  perspective: 1200,
} as const

export interface CoverflowPose {
  transform: string
  /** 0-1 darkness of the shadow on the slide's left and right edges (the edge turned away). */
  shadeLeft: number
  shadeRight: number
}

/**
 * How a slide is posed when its centre sits `offset` slide widths from the viewport centre
 * (negative: left of it). Beyond one slide width the pose stays the same.
 */
export function coverflowPose(offset: number): CoverflowPose {
  const turn = Math.max(-1, Math.min(1, -offset))
  const rotate = round(COVERFLOW.rotate * turn)
  const depth = round(COVERFLOW.depth * Math.abs(turn))
  return {
    transform: `perspective(${COVERFLOW.perspective}px) translateZ(${-depth}px) rotateY(${rotate}deg)`,
    shadeLeft: round(Math.max(0, -turn)),
    shadeRight: round(Math.max(0, turn)),
  }
}

function round(value: number): number {
  // Avoids `-0` and long fractions in inline styles.
  return Math.round(value * 1000) / 1000 || 0
}
