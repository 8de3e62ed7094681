import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateURLVariations } from 'workbox-precaching/utils/generateURLVariations.js'
import { isEmptyShell, serverCopyUrl, stillPageOf } from './still-page'

const appShell = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8')
const prerendered = `<!doctype html><html data-prerendered><head><script>start()</script></head>
  <body><div id="root"><style data-mantine-styles>:root{}</style><main><h1>We Move the Impossible</h1></main></div></body></html>`
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

describe('still page', () => {
  it('tells the empty app shell from a prerendered page', () => {
    expect(isEmptyShell(parse(appShell))).toBe(true)
    expect(isEmptyShell(parse('<div id="root"><style>:root{}</style></div>'))).toBe(true)
    expect(isEmptyShell(parse(prerendered))).toBe(false)
  })

  it('frames a prerendered page without its scripts and with the web fonts', () => {
    const still = stillPageOf(prerendered, '/assets/fonts.css')
    expect(still.status).toBe('ready')
    const page = parse(still.status === 'ready' ? still.html : '')
    expect(page.querySelector('h1')?.textContent).toBe('We Move the Impossible')
    expect(page.querySelectorAll('script')).toHaveLength(0)
    expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/fonts.css')
  })

  it('has no picture of a page only the app draws', () => {
    expect(stillPageOf(appShell, '/assets/fonts.css')).toEqual({ status: 'app-only' })
  })

  it('asks for the home page at an address the precached app shell does not answer', () => {
    const shellUrl = new URL('/index.html', location.href).href
    expect([...generateURLVariations('/')]).toContain(shellUrl)
    expect([...generateURLVariations(serverCopyUrl('/'))]).not.toContain(shellUrl)
  })
})
