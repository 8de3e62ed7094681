import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, inject, it } from 'vitest'

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** The answer as sent, bytes undecoded (fetch would decompress them). */
function getRaw(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(new URL(path, inject('pbUrl')), { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body) => body }

describe('prerendered pages', () => {
  it.each(['br', 'gzip'])('are sent compressed ahead of time with %s, saying so and varying by Accept-Encoding', async (encoding) => {
    const plain = await getRaw('/', { 'accept-encoding': 'identity' })
    const compressed = await getRaw('/', { 'accept-encoding': encoding })
    expect(compressed.status).toBe(200)
    expect(compressed.headers['content-encoding']).toBe(encoding)
    expect(String(compressed.headers.vary)).toMatch(/Accept-Encoding/i)
    expect(compressed.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(compressed.body.length).toBeLessThan(plain.body.length / 4)
    expect(DECODERS[encoding]!(compressed.body).equals(plain.body)).toBe(true)
  })

  it('prefer brotli when both are accepted, and go uncompressed to a client that takes neither', async () => {
    expect((await getRaw('/about', { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br')
    expect((await getRaw('/about', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip')
    const plain = await getRaw('/about', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toContain('data-prerendered')
  })

  it('carry absolute addresses from the app URL in the canonical link, og:url and structured data', async () => {
    const origin = inject('pbUrl')
    const page = (await getRaw('/', { 'accept-encoding': 'identity' })).body.toString('utf8')
    expect(page).toContain(`<link rel="canonical" href="${origin}/"`)
    expect(page).toContain(`property="og:url" content="${origin}/"`)
    const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(page)![1]!) as Record<string, unknown>
    expect(data).toMatchObject({ '@id': `${origin}/#organization`, url: `${origin}/`, logo: `${origin}/favicon.svg` })
    expect(page).not.toContain('app-origin.invalid')

    const fleet = (await getRaw('/fleet', { 'accept-encoding': 'identity' })).body.toString('utf8')
    expect(fleet).toContain(`<link rel="canonical" href="${origin}/fleet"`)
    // Everything else stays relative: the page may be reached under more than one address.
    expect(fleet).toMatch(/<link rel="stylesheet"[^>]+href="\/assets\/[^"]+\.css"/)
    expect(fleet).not.toContain(`${origin}/assets/`)
  })

  it('still fill the gallery page with its first picture, compressed as well', async () => {
    const gallery = await getRaw('/gallery', { 'accept-encoding': 'br' })
    expect(gallery.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(gallery.body).toString('utf8')).toMatch(/<img src="\/api\/files\/[^"]+\?thumb=[^"]+"[^>]*fetchpriority="high"/)
  })

  it('answer a revisit of an unchanged page "not modified"', async () => {
    const first = await getRaw('/about', { 'accept-encoding': 'br' })
    const lastModified = String(first.headers['last-modified'])
    const again = await getRaw('/about', { 'accept-encoding': 'br', 'if-modified-since': lastModified })
    expect(again.status).toBe(304)
  })
})
