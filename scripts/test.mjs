// npm test: type-check, lint, build, unit, integration (real PocketBase) and end-to-end (real Chromium).
// The build comes before the unit tests because some of them check its output (bundle budget, PWA files).
import { spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureDependencies } from './lib/ensure-deps.mjs'
import { root } from './lib/paths.mjs'

ensureDependencies()
const { ensureServerBinary, goBuild } = await import('./lib/server-binary.mjs')
const { ensureAppBuild } = await import('./lib/app-build.mjs')
const { freePort } = await import('./lib/pocketbase-process.mjs')

const reports = path.join(root, '.tmp', 'test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** Each step: a command, and where its JSON report lands (for the closing count). */
const steps = [
  { name: 'type-check', run: [bin('tsc'), '-b'] },
  { name: 'lint', run: [bin('eslint'), '--max-warnings', '0', '.'] },
  { name: 'build', before: () => ensureAppBuild({ force: true }) },
  {
    // The server's own Go hooks (submission checks, load classes, maintenance, pages).
    name: 'server unit',
    run: ['go', 'test', ...goBuild.tags, '-json', './...'],
    cwd: path.join(root, 'server'),
    env: goBuild.env,
    stdoutTo: 'server.json',
    report: { file: 'server.json', kind: 'go' },
  },
  {
    name: 'unit',
    run: [bin('vitest'), 'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/unit.json`],
    report: { file: 'unit.json', kind: 'vitest' },
  },
  {
    name: 'integration',
    before: () => ensureServerBinary(),
    run: [bin('vitest'), 'run', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/integration.json`],
    report: { file: 'integration.json', kind: 'vitest' },
  },
  {
    name: 'end-to-end',
    requires: 'build',
    run: [bin('playwright'), 'test', '--reporter=list,json'],
    // Free ports, so a site already running on the defaults cannot answer in its place.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`, E2E_PORT: String(await freePort()), E2E_MAIL_PORT: String(await freePort()) },
    report: { file: 'e2e.json', kind: 'playwright' },
  },
]

/** Counts the tests of `go test -json` output, printing each failure's lines. */
function countGoTests(output) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  const events = output.split('\n').filter(Boolean).map((line) => JSON.parse(line))
  for (const event of events) {
    if (!event.Test) continue
    if (event.Action === 'pass') counts.passed++
    if (event.Action === 'skip') counts.skipped++
    if (event.Action === 'fail') counts.failed++
  }
  const failedOutput = events.filter((event) => event.Action === 'output' && /FAIL|_test\.go/.test(event.Output ?? ''))
  for (const event of failedOutput) process.stdout.write(event.Output)
  console.log(`Go: ${counts.passed} passed, ${counts.failed} failed`)
  return counts
}

function countReport({ file, kind }) {
  const full = path.join(reports, file)
  if (!existsSync(full)) return null
  if (kind === 'go') return countGoTests(readFileSync(full, 'utf8'))
  const json = JSON.parse(readFileSync(full, 'utf8'))
  if (kind === 'vitest') return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests }
  const s = json.stats
  return { passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped }
}

const totals = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []
for (const step of steps) {
  console.log(`\n━━━ ${step.name} ━━━`)
  let ok = !failedSteps.includes(step.requires)
  if (!ok) console.error(`Skipped: ${step.requires} failed.`)
  try {
    if (ok) await step.before?.()
  } catch (error) {
    console.error(error)
    ok = false
  }
  if (ok && step.run) {
    const [cmd, ...args] = step.run
    const stdout = step.stdoutTo ? openSync(path.join(reports, step.stdoutTo), 'w') : 'inherit'
    const result = spawnSync(cmd, args, { cwd: step.cwd ?? root, stdio: ['inherit', stdout, 'inherit'], env: { ...process.env, ...step.env } })
    if (typeof stdout === 'number') closeSync(stdout)
    ok = result.status === 0
  }
  const counts = step.report ? countReport(step.report) : null
  if (counts) for (const key of Object.keys(totals)) totals[key] += counts[key]
  if (!ok) {
    failedSteps.push(step.name)
    if (!counts || counts.failed === 0) totals.failed += 1
  }
}

console.log('')
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`)
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(failedSteps.length ? 1 : 0)
