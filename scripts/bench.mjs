// npm run bench: bundle sizes per public route, Lighthouse scores, the outbox drain time and the admin's live latency, against the built site
// served by a throwaway PocketBase with the demo content, then HTTP load against a fresh one. Writes bench-results/results.md.
// `npm run bench -- load` runs the load part alone.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ensureDependencies } from './lib/ensure-deps.mjs'
import { root } from './lib/paths.mjs'

ensureDependencies()
const { ensureAppBuild } = await import('./lib/app-build.mjs')
const { startTestStack } = await import('./lib/test-stack.mjs')
const { measureBundleSizes } = await import('./bench/bundle-sizes.mjs')
const { runLighthouse } = await import('./bench/lighthouse.mjs')
const { measureOutboxDrain } = await import('./bench/outbox-drain.mjs')
const { measureAdminLiveLatency } = await import('./bench/admin-live-latency.mjs')
const { measureReplayWeight } = await import('./bench/replay-weight.mjs')
const { measureReplayStorage } = await import('./bench/replay-storage.mjs')
const { measureLoad } = await import('./bench/load.mjs')

const loadOnly = process.argv.includes('load')

const table = (rows) => {
  if (!rows.length) return '(none)\n'
  const keys = Object.keys(rows[0])
  const format = (v) => (typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(1) : String(v))
  return [
    `| ${keys.join(' | ')} |`,
    `|${keys.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${keys.map((k) => format(r[k])).join(' | ')} |`),
  ].join('\n') + '\n'
}

await ensureAppBuild()
const sections = []
if (!loadOnly) {
  const stack = await startTestStack({ seed: true })
  try {
    console.log('Measuring first-visit JS and CSS per route...')
    sections.push(['First visit: JavaScript and CSS per route (KB gzip)', await measureBundleSizes(stack.url)])
    sections.push(['Session replay code (KB gzip)', measureReplayWeight()])
    console.log('Recording a visitor who accepted, then posting recorded page chunks...')
    const replay = await measureReplayStorage(stack.url)
    sections.push(['Session replay: bytes stored for a visitor using the site (KB, per minute of recording)', replay.storage])
    sections.push(['Session replay: POST /api/track/replay with one recorded page chunk, sequential (ms)', replay.ingest])
    console.log('Running Lighthouse (mobile)...')
    sections.push(['Lighthouse (mobile)', await runLighthouse(stack.url)])
    console.log('Draining 100 quotes queued offline...')
    sections.push(['Outbox: 100 quotes queued offline, delivered after reconnecting', await measureOutboxDrain(stack.url)])
    console.log('Sending 50 quotes to an admin\'s open quotes page...')
    sections.push(["Live back office: a quote sent by another client until its row shows on an admin's open /admin/quotes (ms)", await measureAdminLiveLatency(stack.url)])
  } finally {
    await stack.stop()
  }
}
console.log('HTTP load (autocannon, 50 connections, 10 s each, every request from its own client address)...')
sections.push(['HTTP load: autocannon, 50 connections, 10 s per row, on a fresh server (latency in ms)', await measureLoad()])

const report = `# Benchmarks (${new Date().toISOString()})\n\n` + sections.map(([title, rows]) => `## ${title}\n\n${table(rows)}`).join('\n')
const outDir = path.join(root, 'bench-results')
mkdirSync(outDir, { recursive: true })
writeFileSync(path.join(outDir, 'results.md'), report)
console.log('\n' + report)
console.log(`Written to ${path.relative(root, path.join(outDir, 'results.md'))}`)
