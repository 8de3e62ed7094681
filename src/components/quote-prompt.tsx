import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useScrolledPast } from '../lib/use-scrolled-past'
import { useSessionFlag } from '../lib/use-session-flag'
import { isPromptPage } from './quote-prompt-pages'

// Downloaded once a visitor has scrolled far enough to be offered it, not with the first page.
const PlacedPrompt = lazy(() => import('./quote-prompt-card').then((module) => ({ default: module.PlacedPrompt })))

export const QUOTE_PROMPT_DISMISSED_KEY = 'ironbridge:quote-prompt-dismissed'
const SHOW_AFTER_SCROLL_PX = 500

/**
 * A floating offer on the marketing pages once the visitor scrolls down; dismissed for the
 * browser session. It steps aside wherever it would cover a form, the footer or a field being
 * filled in, and is a single slim row on phones.
 */
export function QuotePrompt() {
  const hasScrolledDown = useScrolledPast(SHOW_AFTER_SCROLL_PX)
  const [isDismissed, dismiss] = useSessionFlag(QUOTE_PROMPT_DISMISSED_KEY)
  const isOnPromptPage = useRouterState({ select: (state) => isPromptPage(state.location.pathname) })
  if (!hasScrolledDown || isDismissed || !isOnPromptPage) return null
  return (
    <Suspense fallback={null}>
      <PlacedPrompt onDismiss={dismiss} />
    </Suspense>
  )
}
