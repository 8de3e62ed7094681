import { cpSync, createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { builtAppDir } from './pwa'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}

/** A copy of the built app on its own origin, whose files a test may replace (a new deploy). */
export interface AppCopy {
  url: string
  read: (file: string) => string
  replace: (file: string, contents: string) => void
  close: () => Promise<void>
}

function proxy(incoming: IncomingMessage, outgoing: ServerResponse, target: URL) {
  const upstream = forward(
    { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: target.host } },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    },
  )
  incoming.pipe(upstream)
}

/**
 * Serves a copy of pb_public as PocketBase does (files, index fallback for routes, 404 for
 * missing files, `no-cache`), passing /api/ on to `apiOrigin`. The shared pb_public is never
 * touched.
 */
export async function serveAppCopy(apiOrigin: string): Promise<AppCopy> {
  const root = mkdtempSync(path.join(tmpdir(), 'app-copy-'))
  cpSync(builtAppDir, root, { recursive: true })
  const target = new URL(apiOrigin)

  const server = createServer((incoming, outgoing) => {
    const { pathname } = new URL(incoming.url ?? '/', 'http://app.invalid')
    if (pathname.startsWith('/api/')) return proxy(incoming, outgoing, target)
    const candidate = path.join(root, path.normalize(decodeURIComponent(pathname)))
    const found = candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()
    if (!found && path.extname(pathname) !== '') return void outgoing.writeHead(404, { 'Cache-Control': 'no-cache' }).end('Not found.\n')
    const file = found ? candidate : path.join(root, 'index.html')
    outgoing.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' })
    createReadStream(file).pipe(outgoing)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    replace: (file, contents) => writeFileSync(path.join(root, file), contents),
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      rmSync(root, { recursive: true, force: true })
    },
  }
}
