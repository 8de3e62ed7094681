// The boot script of every prerendered page, run by the browser. scripts/prerender.mjs puts it
// in each page's head (inlineBootScript), with the app's module list beside it.
/* global addEventListener, document, PerformanceObserver, requestAnimationFrame, setTimeout -- the browser's, and no others */

/**
 * Starts the app once the prerendered page has loaded (its pictures) and painted: fetches all
 * its code and its whole stylesheets (the page carries only the rules its first paint uses, and
 * a disabled link to each) at once, then, with every rule in, runs the code a chunk per task
 * (shared chunks first, the entry last), so no one task holds a slow phone up for long. The
 * page's own files come first: on a slow link the app's code would otherwise share the
 * bandwidth with them and hold back what the visitor sees.
 * The app loads the web fonts once it has drawn the page anew (src/main.tsx).
 */
export function startApp(modules) {
  const run = (index) => index < modules.length && import(modules[index]).then(() => setTimeout(() => run(index + 1)))
  const loadStylesheets = () =>
    Promise.all(
      Array.from(document.querySelectorAll('link[rel="stylesheet"][disabled]'), (link) => {
        const loaded = new Promise((done) => {
          link.onload = link.onerror = done
        })
        // Loaded, not applied: the app applies them as it draws (src/lib/use-prerendered-stylesheets.ts).
        link.media = 'not all'
        link.removeAttribute('disabled')
        return loaded
      }),
    )
  const fetchAndRun = () => {
    const stylesheets = loadStylesheets()
    for (const href of modules) {
      const link = document.createElement('link')
      Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href })
      document.head.append(link)
    }
    stylesheets.then(() => run(0))
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
  const start = () => afterFirstPaint(fetchAndRun)
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}

/**
 * The boot script as each page carries it, inline, so it costs no request before the first
 * paint: the same text on every page, which the Content-Security-Policy allows by its hash
 * (server/security_headers.go; tests/unit/boot-script-csp.test.ts keeps the two in step). The
 * page's module list is in the script element's data attribute.
 */
export const inlineBootScript = () => `(${startApp})(JSON.parse(document.currentScript.dataset.modules))`
