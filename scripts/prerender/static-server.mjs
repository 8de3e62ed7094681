import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
}

/**
 * Serves the built app with the index fallback, as PocketBase does, but leaves every API
 * call unanswered: pages that read data are captured in their loading state, never with the
 * data of the moment of the build. (prerender.mjs holds the calls in the browser before they
 * get here; this is the rule for any that would.)
 */
export function startStaticServer(publicDir) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname.startsWith('/api/')) return
    const file = path.join(publicDir, path.normalize(decodeURIComponent(url.pathname)))
    const isFile = file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile()
    const served = isFile ? file : path.join(publicDir, 'index.html')
    response.writeHead(200, { 'Content-Type': types[path.extname(served)] ?? 'application/octet-stream' })
    createReadStream(served).pipe(response)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => {
          server.closeAllConnections()
          return new Promise((done) => server.close(done))
        },
      })
    })
  })
}
