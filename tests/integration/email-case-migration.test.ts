import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import initSqlJs, { type Database } from 'sql.js'
import { afterAll, expect, it } from 'vitest'
import { migrate } from '../../scripts/lib/pocketbase-process.mjs'
import { ensureServerBinary } from '../../scripts/lib/server-binary.mjs'

// Addresses became case-insensitive by a migration (1732004300_case_insensitive_emails.js): on
// a server whose accounts already include two spellings of one mailbox, it must stop and name
// them rather than fail on the unique index or merge accounts on its own.

const CASE_MIGRATION = '1732004300_case_insensitive_emails.js'
const root = path.join(import.meta.dirname, '../..')
const [hooksDir, migrationsDir] = [path.join(root, 'pb_hooks'), path.join(root, 'pb_migrations')]
const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-email-case-'))
const binary = ensureServerBinary({ log: () => {} })
const withDirs = (args: string[]) => [...args, '--dir', dataDir, '--hooksDir', hooksDir, '--migrationsDir', migrationsDir]
const pocketbase = (...args: string[]) => execFileSync(binary, withDirs(args), { input: 'y\n', stdio: 'pipe' })

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Reads and changes the data file while no server runs (PocketBase leaves no WAL behind then). */
async function changeDatabase<T>(change: (db: Database) => T): Promise<T> {
  const file = path.join(dataDir, 'data.db')
  const db = new (await initSqlJs()).Database(readFileSync(file))
  try {
    const result = change(db)
    writeFileSync(file, db.export())
    return result
  } finally {
    db.close()
  }
}

const addAccounts = (emails: string[]) =>
  changeDatabase((db) =>
    emails.forEach((email, index) =>
      db.run('INSERT INTO users (id, email, tokenKey, password) VALUES (?, ?, ?, ?)', [`casedupaccount${index}`, email, `key-${index}`, 'x']),
    ),
  )

it('stops, naming the accounts, when two addresses differ only in letter case', async () => {
  migrate(binary, dataDir)
  // Back to before the case-insensitive addresses, whatever migrations came after it.
  const fromCaseMigration = readdirSync(migrationsDir).filter((name) => name.endsWith('.js') && name >= CASE_MIGRATION)
  pocketbase('migrate', 'down', String(fromCaseMigration.length))
  await addAccounts(['Casey@Example.test', 'casey@example.test'])

  const attempt = spawnSync(binary, withDirs(['migrate', 'up']), { encoding: 'utf8' })
  const said = `${attempt.stdout}${attempt.stderr}`
  expect(said).toContain('Accounts whose e-mail addresses differ only in letter case must be merged or changed first')
  expect(said).toContain('Casey@Example.test, casey@example.test')

  // Once someone has put the accounts right, it applies.
  await changeDatabase((db) => db.run("UPDATE users SET email = 'casey.old@example.test' WHERE email = 'casey@example.test'"))
  migrate(binary, dataDir)
  const indexes = await changeDatabase((db) => db.exec("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'users'"))
  expect(indexes[0]?.values.flat()).toContain("CREATE UNIQUE INDEX `idx_email__pb_users_auth_` ON `users` (`email` COLLATE NOCASE) WHERE `email` != ''")
})
