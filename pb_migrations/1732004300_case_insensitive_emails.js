/// <reference path="../pb_data/types.d.ts" />

// An e-mail address names one mailbox whatever its letter case, and phone keyboards often
// capitalise the first letter: an account made as "Casey@Example.com" must sign in as
// "casey@example.com", and the second spelling must not make a second account. PocketBase
// compares addresses without case (sign-in, password reset, the duplicate check of sign-up and
// of an e-mail change) when the collection's unique e-mail index says COLLATE NOCASE.
// The plain lookup index (1732003000_lookup_indexes.js) gets the same collation, so that
// `email = ? COLLATE NOCASE` still goes through an index.
//
// Accounts that already differ only in case are not merged here: that needs a person's
// judgement, so the migration stops and names them.

const EMAIL_COLUMN = '(`email`)'
const EMAIL_NOCASE = '(`email` COLLATE NOCASE)'

const isEmailIndex = (sql) => sql.includes(EMAIL_COLUMN) || sql.includes(EMAIL_NOCASE)

function refuseCaseDuplicates(app) {
  const rows = arrayOf(new DynamicModel({ addresses: '' }))
  app
    .db()
    .newQuery("SELECT group_concat(email, ', ') AS addresses FROM users WHERE email != '' GROUP BY lower(email) HAVING count(*) > 1")
    .all(rows)
  if (rows.length === 0) return
  const groups = rows.map((row) => row.addresses).join('; ')
  throw new Error(`Accounts whose e-mail addresses differ only in letter case must be merged or changed first: ${groups}`)
}

function setEmailIndexes(app, from, to) {
  const users = app.findCollectionByNameOrId('users')
  users.indexes = users.indexes.map((sql) => (isEmailIndex(sql) ? sql.replace(from, to) : sql))
  app.save(users)
}

migrate(
  (app) => {
    refuseCaseDuplicates(app)
    setEmailIndexes(app, EMAIL_COLUMN, EMAIL_NOCASE)
  },
  (app) => setEmailIndexes(app, EMAIL_NOCASE, EMAIL_COLUMN),
)
