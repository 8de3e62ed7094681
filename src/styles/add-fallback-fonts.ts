import fallbackFonts from './fallback-fonts.css?inline'
// The web fonts' module: shared with it, the code that reads faces is no chunk of its own.
import { fontFacesOf } from './add-web-fonts'

/**
 * Adds the web fonts' local stand-ins (fallback-fonts.css) to a page the app draws from the
 * start; a prerendered page's boot script has added them already (scripts/prerender/boot.js).
 */
export function addFallbackFonts(): void {
  if (!('replaceSync' in CSSStyleSheet.prototype)) return
  for (const face of fontFacesOf(fallbackFonts)) {
    document.fonts.add(face)
    // A stand-in whose local font is not installed stays unused.
    face.load().catch(() => {})
  }
}
