/** The @font-face descriptors a FontFace takes, by their CSS names. */
const DESCRIPTORS = [
  'font-style',
  'font-weight',
  'font-stretch',
  'font-display',
  'unicode-range',
  'size-adjust',
  'ascent-override',
  'descent-override',
  'line-gap-override',
] as const

/** `font-weight` → `weight`, `size-adjust` → `sizeAdjust`: a descriptor's name in FontFaceDescriptors. */
const descriptorKey = (name: string) => name.replace(/^font-/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

function faceOf(rule: CSSFontFaceRule): FontFace {
  const read = (name: string) => rule.style.getPropertyValue(name).trim()
  const descriptors: Record<string, string> = {}
  for (const name of DESCRIPTORS) if (read(name)) descriptors[descriptorKey(name)] = read(name)
  return new FontFace(read('font-family').replace(/^["']|["']$/g, ''), read('src'), descriptors)
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
