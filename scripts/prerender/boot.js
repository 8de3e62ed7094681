// The boot script of every prerendered page, run by the browser. scripts/prerender.mjs puts it
// in each page's head (inlineBootScript), with the app's module list beside it.
/* global addEventListener, CSSFontFaceRule, CSSStyleSheet, document, FontFace, PerformanceObserver, requestAnimationFrame, setTimeout -- the browser's, and no others */

/**
 * Starts the app once the prerendered page has loaded (its pictures) and painted: fetches all
 * its code and its whole stylesheets (the page carries only the rules its first paint uses, and
 * a disabled link to each) at once, then, with every rule in, runs the code a chunk per task
 * (shared chunks first, the entry last), so no one task holds a slow phone up for long. The
 * page's own files come first: on a slow link the app's code would otherwise share the
 * bandwidth with them and hold back what the visitor sees.
 * The stylesheets are loaded, not applied: the app applies them as it draws
 * (src/lib/use-prerendered-stylesheets.ts). The first paint is the one the browser reports, as
 * a frame is drawn some time after it is asked for.
 * The app loads the web fonts once it has drawn the page anew (src/main.tsx); until then the
 * page draws in their local stand-ins (addFallbackFonts).
 * Comments stay out of the functions' bodies: the page carries those as they are written (less
 * the indentation).
 */
export function startApp(modules) {
  const run = (index) => index < modules.length && import(modules[index]).then(() => setTimeout(() => run(index + 1)))
  const loadStylesheets = () =>
    Promise.all(
      Array.from(document.querySelectorAll('link[rel="stylesheet"][disabled]'), (link) => {
        const loaded = new Promise((done) => {
          link.onload = link.onerror = done
        })
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
 * Adds the web fonts' local stand-ins (src/styles/fallback-fonts.css) as font faces of their
 * own, as src/styles/add-web-fonts.ts does for the app, before the page is first laid out.
 * Declared in a stylesheet, the browser loads them anew, and lays the page out again, each time
 * the page's stylesheets change, as they do while the app starts. Where stylesheets cannot be
 * made by script, the page draws in the system's font until the web fonts come; a stand-in
 * whose local font is missing stays unused. A descriptor's name becomes FontFace's
 * (font-family → family, size-adjust → sizeAdjust).
 */
export function addFallbackFonts(css) {
  if (!('replaceSync' in CSSStyleSheet.prototype)) return
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  for (const rule of sheet.cssRules) {
    if (!(rule instanceof CSSFontFaceRule)) continue
    const descriptors = {}
    for (const name of rule.style) descriptors[name.replace(/^font-|-(\w)/g, (_, letter = '') => letter.toUpperCase())] = rule.style.getPropertyValue(name)
    const { family, src, ...rest } = descriptors
    const face = new FontFace(family.replace(/"/g, ''), src, rest)
    document.fonts.add(face)
    face.load().catch(() => {})
  }
}

/**
 * The boot script as each page carries it, inline, so it costs no request before the first
 * paint: the same text on every page, which the Content-Security-Policy allows by its hash
 * (server/security_headers.go; tests/unit/boot-script-csp.test.ts keeps the two in step). The
 * page's module list and the stand-in fonts' rules are in the script element's data attributes.
 */
export const inlineBootScript = () =>
  `(${addFallbackFonts})(document.currentScript.dataset.fallbackFonts);(${startApp})(JSON.parse(document.currentScript.dataset.modules))`.replace(
    /\n\s+/g,
    '\n',
  )
