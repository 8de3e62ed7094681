// The boot script of every prerendered page, run by the browser. scripts/prerender.mjs puts it
// in each page's head (inlineBootScript), with the app's module list and web fonts beside it.
/* global addEventListener, document, MutationObserver, PerformanceObserver, requestAnimationFrame, setTimeout -- the browser's, and no others */

/**
 * Starts the app once the prerendered page has loaded (its pictures) and painted: fetches all
 * its code at once, then runs it a chunk per task (shared chunks first, the entry last), so no
 * one task holds a slow phone up for long. The page's own files come first: on a slow link the
 * app's code would otherwise share the bandwidth with them and hold back what the visitor sees.
 * The web fonts (`fontFaces`, the @font-face rules left out of the page) come once the app has
 * drawn the page anew: until then both draw it in the fonts' same-sized local stand-ins
 * (src/styles/fallback-fonts.css), so the app's text is no larger than the first paint's, and
 * the first paint stays the page's largest (what Largest Contentful Paint times).
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
  // The app replaces the prerendered page in #root when it first renders.
  const loadFontsOnceAppDrew = () => {
    const observer = new MutationObserver(() => {
      observer.disconnect()
      requestAnimationFrame(() => setTimeout(loadFonts))
    })
    observer.observe(document.getElementById('root'), { childList: true })
  }
  const start = () =>
    afterFirstPaint(() => {
      loadFontsOnceAppDrew()
      fetchAndRun()
    })
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}

/**
 * The boot script as each page carries it, inline, so it costs no request before the first
 * paint: the same text on every page, which the Content-Security-Policy allows by its hash
 * (server/security_headers.go; tests/unit/boot-script-csp.test.ts keeps the two in step). The
 * page's module list and font rules are in the script element's data attributes.
 */
export const inlineBootScript = () =>
  `(${startApp})(JSON.parse(document.currentScript.dataset.modules), document.currentScript.dataset.fontFaces)`
