/// <reference path="../pb_data/types.d.ts" />

// PocketBase finds an account by `email = ?` (sign-in, password reset, verification), but its
// own unique index on email is partial (`WHERE email != ''`), which SQLite cannot use for that
// query, so every sign-in read the whole users table. A plain index serves the lookup; the
// unique one still keeps addresses unique.

const INDEX = 'idx_users_email_lookup'

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.addIndex(INDEX, false, '`email`', '')
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.removeIndex(INDEX)
    app.save(users)
  },
)
