import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import initSqlJs, { type Database } from 'sql.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../scripts/lib/pocketbase-process.mjs'
import { ensureServerBinary } from '../../scripts/lib/server-binary.mjs'

// The tracking tables grow with every visit, and the ingests and a visitor's erasure work on
// them inside PocketBase's only write transaction; accounts grow with every sign-up and are
// looked up at every sign-in. A statement that walks a whole table gets slower as rows pile
// up (and, in a write, holds up every other write meanwhile), so each must go through an
// index. SQLite's own plan for each one, on the schema our migrations build, says whether it does.

interface Queries {
  SQL: Record<string, string>
  SESSION_SUBMISSIONS_WHERE: string
  ERASED_BY_CONSENT: string[]
  ERASED_BY_SESSION: string[]
  eraseByConsentSql: (table: string) => string
  eraseSessionsSql: (table: string, count: number) => string
  heldClientIdsSql: (table: string, count: number) => string
  heldChunkSequencesSql: (count: number) => string
}
const queries = createRequire(import.meta.url)('../../pb_hooks/lib/tracking/queries.js') as Queries

let dataDir: string
let db: Database

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pb-plans-'))
  migrate(ensureServerBinary({ log: () => {} }), dataDir)
  const SQL = await initSqlJs()
  db = new SQL.Database(readFileSync(path.join(dataDir, 'data.db')))
})

afterAll(() => {
  db.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** SQLite's plan for a statement written with PocketBase's {:name} placeholders, one step a line. */
function planOf(sql: string): string[] {
  const [result] = db.exec(`EXPLAIN QUERY PLAN ${sql.replace(/\{:(\w+)\}/g, ':$1')}`)
  return (result?.values ?? []).map((row) => String(row[3]))
}

const tableScans = (plan: string[]) => plan.filter((step) => /^SCAN (?!CONSTANT ROW)/.test(step))

const statements: [string, string][] = [
  ...Object.entries(queries.SQL),
  ['held analytics event ids', queries.heldClientIdsSql('analytics_events', 3)],
  ['held replay event ids', queries.heldClientIdsSql('session_events', 3)],
  ['held page chunk sequences', queries.heldChunkSequencesSql(3)],
  ...queries.ERASED_BY_CONSENT.map((table): [string, string] => [`erasing ${table}`, queries.eraseByConsentSql(table)]),
  ...queries.ERASED_BY_SESSION.map((table): [string, string] => [`erasing ${table}`, queries.eraseSessionsSql(table, 2)]),
  ...['quotes', 'job_applications', 'contact_messages'].map((table): [string, string] => [
    `${table} of a tracking session`,
    `SELECT * FROM \`${table}\` WHERE ${queries.SESSION_SUBMISSIONS_WHERE} ORDER BY \`created\` DESC LIMIT 20`,
  ]),
  // PocketBase's own lookup of an account (sign-in, password reset), as it writes it once the
  // unique e-mail index ignores case (1732004300_case_insensitive_emails.js).
  ['an account by email', 'SELECT `users`.* FROM `users` WHERE `email` = {:email} COLLATE NOCASE LIMIT 1'],
]

describe('statements on tables that grow', () => {
  it.each(statements)('%s reaches its rows through an index', (_name, sql) => {
    const plan = planOf(sql)
    expect(plan.length).toBeGreaterThan(0)
    expect(tableScans(plan), plan.join('\n')).toEqual([])
    expect(plan.join('\n')).toMatch(/USING (COVERING )?INDEX/)
  })
})
