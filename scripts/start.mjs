// npm start: install what is missing, build server and app, migrate, seed, serve on one origin.
import { ensureDependencies } from './lib/ensure-deps.mjs'

ensureDependencies()
const { ensureAppBuild } = await import('./lib/app-build.mjs')
const { ensureBackendPortsFree, startBackend, describeBackend, stopOnSignal } = await import('./lib/backend.mjs')
const { exitOnPortInUse } = await import('./lib/ports.mjs')

await exitOnPortInUse(async () => {
  await ensureBackendPortsFree()
  await ensureAppBuild()
  const backend = await startBackend()
  stopOnSignal(backend)
  console.log(describeBackend(backend))
})
