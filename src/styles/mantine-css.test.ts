import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Mantine's styles are loaded per component (src/styles/mantine.css holds what the chrome
 * uses). A page that is opened first, straight from its address, has only its own chunks'
 * CSS: so every file that uses a Mantine component either finds its styles in mantine.css or
 * imports them itself. Without this, tabs rendered as bare words when /admin/analytics was
 * opened directly (they looked right when /auth had loaded the Tabs styles before).
 */

const srcDir = path.resolve(__dirname, '..')
const stylesDir = path.resolve(srcDir, '../node_modules/@mantine/core/styles')

const cssOf = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => match[1]!))
const globalStyles = cssOf(readFileSync(path.join(srcDir, 'styles/mantine.css'), 'utf8'), /@import '@mantine\/core\/styles\/(\w+)\.layer\.css'/g)

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return componentFiles(full)
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : []
  })
}

/**
 * The stylesheets of components drawn from others', which have none under their own name: a
 * MultiSelect without Pill's and PillsInput's showed its chosen values as bare text.
 */
const STYLES_OF_COMPOSED: Record<string, string[]> = {
  MultiSelect: ['Input', 'Combobox', 'Pill', 'PillsInput', 'Popover', 'ScrollArea'],
  TagsInput: ['Input', 'Combobox', 'Pill', 'PillsInput', 'Popover', 'ScrollArea'],
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  Autocomplete: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  TextInput: ['Input'],
  Textarea: ['Input'],
}

/** The Mantine stylesheets the components a file imports need. */
function styledComponents(source: string): string[] {
  const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((match) => match[1]!.split(','))
  return imports
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(' as ')[0]!.trim())
    .flatMap((name) => STYLES_OF_COMPOSED[name] ?? [name])
    .filter((name) => existsSync(path.join(stylesDir, `${name}.layer.css`)))
}

describe('Mantine styles', () => {
  it('every file finds the styles of the components it uses, in mantine.css or its own imports', () => {
    const missing = componentFiles(srcDir).flatMap((file) => {
      const source = readFileSync(file, 'utf8')
      const ownStyles = cssOf(source, /import '@mantine\/core\/styles\/(\w+)\.layer\.css'/g)
      return styledComponents(source)
        .filter((name) => !globalStyles.has(name) && !ownStyles.has(name))
        .map((name) => `${path.relative(srcDir, file)}: ${name}`)
    })
    expect(missing).toEqual([])
  })
})
