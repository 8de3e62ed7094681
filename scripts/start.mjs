// npm start: install what is missing, build server and app, migrate, seed, serve on one origin.
import { ensureDependencies } from './lib/ensure-deps.mjs'

ensureDependencies()
const { ensureAppBuild } = await import('./lib/app-build.mjs')
const { ensureBackendPortsFree, startBackend, describeBackend, stopOnSignal } = await import('./lib/backend.mjs')
const { exitOnPortInUse } = await import('./lib/ports.mjs')

const backend = await exitOnPortInUse(async () => {
  // Before the build, which can take minutes; startBackend looks again, as a port may go meanwhile.
  await ensureBackendPortsFree()
  await ensureAppBuild()
  return startBackend()
})
stopOnSignal(backend)
console.log(describeBackend(backend))
