// The boot script of every prerendered page, run by the browser. scripts/prerender.mjs writes
// it to pb_public/prerendered/boot.js as a call of startApp with the app's module list and web fonts.
/* global addEventListener, document, PerformanceObserver, requestAnimationFrame, setTimeout -- the browser's, and no others */

/**
 * Starts the app once the prerendered page has loaded (its pictures) and painted: first the web
 * fonts (`fontFaces`, the @font-face rules left out of the page), so the text painted in their
 * same-sized stand-ins (src/styles/fallback-fonts.css) takes them on as they come, without the
 * first paint waiting for some 70 KB of fonts; then the app:
 * fetches all its code at once, then runs it a chunk per task (shared chunks first, the entry
 * last), so no one task holds a slow phone up for long. The page's own files come first: on a
 * slow link the app's code would otherwise share the bandwidth with them and hold back what the
 * visitor sees.
 */
export function startApp(modules, fontFaces) {
  const run = (index) => index < modules.length && import(modules[index]).then(() => setTimeout(() => run(index + 1)))
  const fetchAndRun = () => {
    for (const href of modules) {
      const link = document.createElement('link')
      Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href })
      document.head.append(link)
    }
    run(0)
  }
  // The first paint as the browser reports it (a frame is drawn some time after it is asked for).
  const afterFirstPaint = (callback) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(callback))
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      setTimeout(callback)
    }).observe({ type: 'paint', buffered: true })
  }
  const loadFonts = () => {
    const style = document.createElement('style')
    style.textContent = fontFaces
    document.head.append(style)
  }
  const start = () =>
    afterFirstPaint(() => {
      loadFonts()
      fetchAndRun()
    })
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}
