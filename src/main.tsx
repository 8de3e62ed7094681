import './styles/mantine.css'
import './styles/global.css'
import { startTransition, StrictMode } from 'react'
import { createRoot } from './react-dom-client'
import { App } from './app'
import { type AppRouter, createAppRouter } from './router'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')
const prerendered = document.documentElement.hasAttribute('data-prerendered')

// The web fonts' local stand-ins: a prerendered page's boot script has added them before its first paint.
if (!prerendered) {
  void import('./styles/add-fallback-fonts').then(({ addFallbackFonts }) => addFallbackFonts())
}

// Wanted once a control has had the focus, so loaded then, not with a first visit's code.
const installFocusKeepers = () => void import('./lib/focus-keepers').then((module) => module.installFocusKeepers())
document.addEventListener('focusin', installFocusKeepers, { once: true })

// Sends what waits in the outbox; loaded apart so the first paint does not wait for it.
void import('./lib/outbox/start-outbox').then(({ startOutboxDelivery }) => startOutboxDelivery())

/**
 * The web fonts come once the app has drawn its first page: until then it draws in their
 * same-sized local stand-ins (src/styles/fallback-fonts.css, added as font faces), so a
 * prerendered page's first paint stays its largest (what Largest Contentful Paint times) and
 * some 70 KB of fonts do not hold it back on a slow link. Their code, too, comes after the
 * first draw.
 */
function loadWebFontsOnceDrawn(root: HTMLElement): void {
  const observer = new MutationObserver(() => {
    observer.disconnect()
    const addWebFonts = () => import('./styles/add-web-fonts').then((module) => module.addWebFonts())
    // Where they cannot be had (offline, nothing cached), the stand-ins stay.
    requestAnimationFrame(() => setTimeout(() => void addWebFonts().catch(() => {})))
  })
  observer.observe(root, { childList: true })
}
loadWebFontsOnceDrawn(container)

/**
 * A field tapped on the prerendered page (read-only until now) has the focus again in the
 * page the app draws in its place, so the visitor types on without tapping it a second time.
 */
function keepFocusedFieldOnceDrawn(root: HTMLElement): void {
  // Tapped before this code arrived, or while the app's first page is being drawn.
  let focusedName = document.activeElement?.getAttribute('name') ?? null
  const noteFocus = (event: FocusEvent) => {
    focusedName = event.target instanceof HTMLElement ? event.target.getAttribute('name') : null
  }
  // Chromium also says focusout when the page is replaced; only a field still there was left.
  const noteBlur = (event: FocusEvent) => {
    const field = event.target
    queueMicrotask(() => {
      if (field instanceof Node && field.isConnected) focusedName = null
    })
  }
  document.addEventListener('focusin', noteFocus)
  document.addEventListener('focusout', noteBlur)
  const observer = new MutationObserver(() => {
    observer.disconnect()
    document.removeEventListener('focusin', noteFocus)
    document.removeEventListener('focusout', noteBlur)
    if (!focusedName) return
    const name = focusedName
    requestAnimationFrame(() => root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus())
  })
  observer.observe(root, { childList: true })
}

// A transition lets React draw the page in small slices instead of one long task.
const render = (router: AppRouter) =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  )

// A prerendered page (scripts/prerender.mjs) stays on screen until the app can draw the same
// page: its code and data are loaded first, so the page never blanks in between.
// Making the router (its history and every route's paths), then matching and loading the
// route, each wait for a task of their own, apart from running the modules: on a slow phone
// no one of them holds the page up for long.
if (prerendered) {
  keepFocusedFieldOnceDrawn(container)
  setTimeout(() => {
    const router = createAppRouter()
    setTimeout(() => void router.load().finally(() => render(router)))
  })
} else {
  render(createAppRouter())
}
