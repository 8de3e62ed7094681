import { Suspense, type ReactNode } from 'react'
import { useNearViewport } from './use-near-viewport'

/** How far below the viewport a section starts loading, so it is ready before it scrolls in. */
const LOAD_AHEAD_MARGIN = '600px 0px'

interface DeferredSectionProps {
  /** A lazily loaded section: its code is fetched only when this point nears the viewport. */
  children: ReactNode
  /** Space reserved until the section renders (CSS length), so the page below does not jump. */
  minHeight: string
}

/** Mounts its children once scrolled near; until then, and while they load, holds their place. */
export function DeferredSection({ children, minHeight }: DeferredSectionProps) {
  const { ref, isNear } = useNearViewport<HTMLDivElement>(LOAD_AHEAD_MARGIN)
  const placeholder = <div style={{ minHeight }} data-deferred-placeholder="" />
  return (
    <div ref={ref}>{isNear ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>
  )
}
