import { webFontsHref } from './web-fonts-href'

/** A font face rule as a FontFace, its descriptors under FontFace's names (font-family → family, size-adjust → sizeAdjust). */
function faceOf(rule: CSSFontFaceRule): FontFace {
  const descriptors: Record<string, string> = {}
  for (const name of Array.from(rule.style)) {
    descriptors[name.replace(/^font-|-(\w)/g, (_, letter: string | undefined) => letter?.toUpperCase() ?? '')] = rule.style.getPropertyValue(name)
  }
  const { family = '', src = '', ...rest } = descriptors
  return new FontFace(family.replace(/"/g, ''), src, rest)
}

/**
 * The font faces a stylesheet's text declares, as faces of their own: added to `document.fonts`,
 * they stay loaded whatever happens to the page's stylesheets. Declared in a stylesheet, the
 * browser loads them anew, and lays the page out again, each time the stylesheets change.
 */
export function fontFacesOf(css: string): FontFace[] {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  return Array.from(sheet.cssRules)
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .map(faceOf)
}

/** "A", a letter every page has: the faces that draw it are loaded before any is put to use. */
const LATIN_LETTER = 0x41

/** Whether a face's unicode-range (`U+0-FF, U+131, U+2000-206F`; none is all) covers `codePoint`. */
export function rangeCovers(unicodeRange: string, codePoint: number): boolean {
  if (!unicodeRange.trim()) return true
  return unicodeRange.split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-')
    const first = parseInt(from.replaceAll('?', '0'), 16)
    const last = parseInt(to.replaceAll('?', 'F'), 16)
    return codePoint >= first && codePoint <= last
  })
}

/**
 * Puts the web fonts (src/styles/web-fonts.css) to use in one step, once the faces for the
 * page's letters have downloaded. Linking the stylesheet instead makes the browser lay the
 * whole page out twice, the first time (fonts declared, still on their way) as long a task as
 * drawing it. Faces for other scripts are added unloaded: the browser fetches them if a page
 * needs them.
 */
export async function addWebFonts(): Promise<void> {
  const response = await fetch(webFontsHref)
  if (!response.ok) return
  const faces = fontFacesOf(await response.text())
  await Promise.all(faces.filter((face) => rangeCovers(face.unicodeRange, LATIN_LETTER)).map((face) => face.load()))
  for (const face of faces) document.fonts.add(face)
}
