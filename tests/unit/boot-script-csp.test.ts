// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

const bootModule = fileURLToPath(new URL('../../scripts/prerender/boot.js', import.meta.url))
const serverHeaders = readFileSync(new URL('../../server/security_headers.go', import.meta.url), 'utf8')

let bootScript = ''

beforeAll(() => {
  // Read as the build reads it, in plain Node: the test runner's transform would rewrite the function's text.
  const program = `import { inlineBootScript } from ${JSON.stringify(bootModule)}; process.stdout.write(inlineBootScript())`
  bootScript = execFileSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' })
})

describe('the prerendered pages’ inline boot script', () => {
  it('is allowed by its hash in the Content-Security-Policy the server sends', () => {
    const hash = createHash('sha256').update(bootScript, 'utf8').digest('base64')
    expect(serverHeaders, 'update prerenderedBootScriptHash in server/security_headers.go').toContain(`'sha256-${hash}'`)
  })

  it('is the same text on every page: what varies is in its data attributes', () => {
    expect(bootScript).toContain('document.currentScript.dataset.modules')
    expect(bootScript).not.toMatch(/\/assets\//)
  })
})
