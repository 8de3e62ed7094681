import { Text } from '@mantine/core'
import type { CSSProperties } from 'react'
import type { HeatMode, ViewportClass } from './heatmap-summary'
import classes from './heatmaps.module.css'
import { useStillPage } from './use-still-page'

const DONE: Record<HeatMode, string> = { clicks: 'clicked', hovers: 'hovered', scroll: 'scrolled to' }

interface PageBackdropProps {
  page: string
  mode: HeatMode
  viewportClass: ViewportClass
  frameStyle: CSSProperties
}

/** What the heat is drawn over: the still copy of the page, or why there is no picture of it. */
export function PageBackdrop({ page, mode, viewportClass, frameStyle }: PageBackdropProps) {
  const still = useStillPage(page)
  if (still.status === 'loading') return null
  if (still.status !== 'ready') {
    const reason = still.status === 'app-only' ? "it is drawn only in the visitor's browser" : 'it could not be loaded'
    return (
      <div className={classes.note}>
        <Text c="gray.7" maw={420}>
          No picture of this page: {reason}. The heat shows where visitors {DONE[mode]} at its real size.
        </Text>
      </div>
    )
  }
  return (
    <iframe
      title={`The page ${page} as a ${viewportClass} shows it`}
      srcDoc={still.html}
      // No scripts (the copy has none either); same origin, so it loads the site's fonts and pictures.
      sandbox="allow-same-origin"
      loading="lazy"
      className={classes.frame}
      style={frameStyle}
      tabIndex={-1}
    />
  )
}
