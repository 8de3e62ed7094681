// Cascade layer blocks that the choice of a page's rules left empty: Mantine's stylesheets put
// every rule in `@layer mantine`, and on a page that uses none of a stylesheet's rules only the
// empty block is left. While a page carries such a sheet, Chromium lays the whole page out
// again, as if its fonts had changed, each time any stylesheet is added, removed or switched
// on, which the app does as it starts.

const EMPTY_LAYER_BLOCK = /@layer\s*[\w.-]+\s*\{\s*\}/g

/** `css` without its empty `@layer name{}` blocks (a layer's place in the order comes from the full stylesheets). */
export function withoutEmptyLayers(css) {
  return css.replace(EMPTY_LAYER_BLOCK, '')
}
