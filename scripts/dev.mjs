// npm run dev: the same backend as npm start, with the Vite dev server (hot reload) in front.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ensureDependencies } from './lib/ensure-deps.mjs'
import { root } from './lib/paths.mjs'

ensureDependencies()
const { startBackend, describeBackend, stopOnSignal } = await import('./lib/backend.mjs')
const { exitOnPortInUse } = await import('./lib/ports.mjs')

const backend = await exitOnPortInUse(() => startBackend({ watchHooks: true }))
const vitePort = Number(process.env.VITE_PORT || 5173)
const vite = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', String(vitePort), '--strictPort'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PB_URL: backend.url },
})
stopOnSignal({
  async stop() {
    vite.kill('SIGTERM')
    await backend.stop()
  },
})
console.log(describeBackend(backend, `http://127.0.0.1:${vitePort}`))
