// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The image's app stage copies a chosen few of the project's files before `npm run build`.
// A file the build reads that is not among them breaks the production image only, where no
// test runs: each relative import of the copied code must land on a copied file.

const root = fileURLToPath(new URL('../..', import.meta.url))
const CODE = /\.(m?js|tsx?|css)$/
const TEST_FILE = /\.test\.tsx?$/
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|@import\s+(?:url\()?\s*)['"](\.{1,2}\/[^'"]+)['"]/g
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.json', '/index.ts', '/index.tsx']

/** The paths the stage named `stage` copies from the build context (not from other stages). */
function copiedPaths(dockerfile: string, stage: string): string[] {
  const stages = dockerfile.split(/^FROM /m)
  const body = stages.find((text) => new RegExp(`\\bAS ${stage}\\b`).test(text.split('\n')[0] ?? '')) ?? ''
  return body
    .split('\n')
    .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
    .flatMap((line) => line.slice('COPY '.length).trim().split(/\s+/).slice(0, -1))
}

/** A COPY source as files: a folder's whole content, and `*` in a name (as in `tsconfig*.json`) expanded. */
function filesUnder(relativePath: string): string[] {
  if (relativePath.includes('*')) {
    const folder = path.dirname(relativePath)
    const name = new RegExp(`^${path.basename(relativePath).replaceAll('.', '\\.').replaceAll('*', '.*')}$`)
    return readdirSync(path.join(root, folder))
      .filter((entry) => name.test(entry))
      .flatMap((entry) => filesUnder(path.join(folder, entry)))
  }
  const absolute = path.join(root, relativePath)
  if (!statSync(absolute).isDirectory()) return [relativePath]
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(relativePath, name))
    .filter((name) => !statSync(path.join(root, name)).isDirectory())
}

function resolveImport(fromFile: string, specifier: string): string {
  const base = path.join(path.dirname(fromFile), specifier.replace(/\?.*$/, ''))
  const found = RESOLVED_EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(path.join(root, candidate)) && !statSync(path.join(root, candidate)).isDirectory(),
  )
  return found ?? base
}

function relativeImports(file: string): string[] {
  // Comments left out: their examples name modules that need not exist.
  const text = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  return Array.from(text.matchAll(SPECIFIER), (match) => resolveImport(file, match[1] ?? ''))
}

/** The package.json that tells Node whether `file` is CommonJS or a module: the nearest above it. */
function nearestPackageJson(file: string): string {
  let folder = path.dirname(file)
  while (!existsSync(path.join(root, folder, 'package.json'))) folder = path.dirname(folder)
  return path.join(folder, 'package.json')
}

describe("the production image's app stage", () => {
  const copied = copiedPaths(readFileSync(path.join(root, 'Dockerfile'), 'utf8'), 'app')
  const copiedFiles = new Set(copied.flatMap(filesUnder))

  it('copies the build and its configuration', () => {
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'src', 'vite.config.ts', 'scripts/prerender.mjs']))
  })

  it('copies every file the copied code imports', () => {
    const code = [...copiedFiles].filter((file) => CODE.test(file) && !TEST_FILE.test(file))
    const imports = code.flatMap((file) => relativeImports(file).map((target) => ({ file, target })))
    // The reading sees imports that leave src (here one the stage copies).
    expect(imports).toContainEqual({ file: 'src/lib/image-display.ts', target: 'server/image_display.json' })
    const missing = imports.filter(({ target }) => !copiedFiles.has(target)).map(({ file, target }) => `${file} imports ${target}`)
    expect(missing, 'add them to the COPY lines of the Dockerfile').toEqual([])
  })

  it('copies the package.json that makes each copied script CommonJS or a module', () => {
    const scripts = [...copiedFiles].filter((file) => file.endsWith('.js'))
    const unread = scripts.filter((file) => !copiedFiles.has(nearestPackageJson(file)))
    expect(unread.map((file) => `${file} needs ${nearestPackageJson(file)}`)).toEqual([])
  })
})
