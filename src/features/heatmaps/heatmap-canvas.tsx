import { useElementSize } from '@mantine/hooks'
import simpleheat from 'simpleheat'
import { useEffect, useRef } from 'react'
import { CLASS_WIDTHS, type HeatMode, type HeatPoint, type ViewportClass } from './heatmap-summary'
import classes from './heatmaps.module.css'
import { PageBackdrop } from './page-backdrop'

/** Spec §9: a 600 px high canvas. */
export const CANVAS_HEIGHT = 600
const GRADIENTS: Record<HeatMode, Record<number, string>> = {
  clicks: { 0.3: 'orange', 0.7: 'orangered', 1: 'red' },
  hovers: { 0.3: 'lightskyblue', 0.7: 'dodgerblue', 1: 'blue' },
  scroll: { 0.3: 'orange', 0.7: 'orangered', 1: 'red' },
}

interface HeatmapCanvasProps {
  page: string
  mode: HeatMode
  viewportClass: ViewportClass
  points: readonly HeatPoint[]
}

/**
 * A still copy of the page, framed at the width of its class of screens (no scripts run in it),
 * scaled into the 600 px area, with the heat drawn over it by simpleheat (over a note when there
 * is no copy to frame). Each blob's radius is 20 px plus up to 30 px by its share of the busiest
 * (spec §9).
 */
export function HeatmapCanvas({ page, mode, viewportClass, points }: HeatmapCanvasProps) {
  const { ref, width } = useElementSize()
  const canvas = useRef<HTMLCanvasElement>(null)
  const frameWidth = CLASS_WIDTHS[viewportClass]
  const scale = width > 0 ? Math.min(1, width / frameWidth) : 1

  useEffect(() => {
    const element = canvas.current
    if (!element || width === 0) return
    element.width = Math.round(width)
    element.height = CANVAS_HEIGHT
    const context = element.getContext('2d')
    context?.clearRect(0, 0, element.width, element.height)
    const max = Math.max(1, ...points.map((point) => point.value))
    // simpleheat has one radius per drawing: the points are drawn in groups of like radius.
    const groups = new Map<number, [number, number, number][]>()
    for (const point of points) {
      const radius = Math.round(20 + 30 * (point.value / max))
      const y = mode === 'scroll' ? (point.y / 100) * CANVAS_HEIGHT : point.y * scale
      groups.set(radius, [...(groups.get(radius) ?? []), [point.x * scale, y, point.value]])
    }
    const layer = document.createElement('canvas')
    layer.width = element.width
    layer.height = element.height
    // simpleheat reads the layer back once per group; its own getContext then has this one.
    layer.getContext('2d', { willReadFrequently: true })
    for (const [radius, data] of groups) {
      simpleheat(layer).data(data).max(max).radius(radius, radius * 0.6).gradient(GRADIENTS[mode]).draw(0.2)
      context?.drawImage(layer, 0, 0)
    }
  }, [points, mode, width, scale])

  return (
    <div ref={ref} className={classes.stage} style={{ height: CANVAS_HEIGHT }}>
      <PageBackdrop page={page} mode={mode} viewportClass={viewportClass} frameStyle={{ width: frameWidth, height: CANVAS_HEIGHT / scale, transform: `scale(${scale})` }} />
      <canvas ref={canvas} className={classes.heat} data-testid="heatmap-canvas" data-points={points.length} aria-label={`${points.length} heat points`} role="img" />
    </div>
  )
}
